import { postJson } from '../../../lib/http';
import type { WorkflowPayload } from './wizard-logic';

export interface SavedWorkflow {
  id: string;
  completedSteps: number;
}

/** A partial save (each Next) or the final submit: the server keeps one row per session. */
export const saveWorkflow = (payload: WorkflowPayload) =>
  postJson<SavedWorkflow>('/api/workflow-wizard', payload);
