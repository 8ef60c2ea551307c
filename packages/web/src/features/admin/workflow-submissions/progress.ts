/** The progress badge of a questionnaire (SPEC sections 2 and 9). */
import { WORKFLOW_PARTIAL_SHARE } from '../constants';

export type ProgressKind = 'complete' | 'partial' | 'incomplete';

export interface WorkflowProgress {
  kind: ProgressKind;
  label: string;
}

/** The progress badge: 'Complete', 'Partial (5/7)' or 'Incomplete (2/7)'. */
export function workflowProgress(completedSteps: number, totalSteps: number): WorkflowProgress {
  if (totalSteps > 0 && completedSteps >= totalSteps)
    return { kind: 'complete', label: 'Complete' };
  const steps = `(${completedSteps}/${totalSteps})`;
  if (totalSteps > 0 && completedSteps / totalSteps >= WORKFLOW_PARTIAL_SHARE) {
    return { kind: 'partial', label: `Partial ${steps}` };
  }
  return { kind: 'incomplete', label: `Incomplete ${steps}` };
}
