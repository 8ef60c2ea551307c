import { WORKFLOW_STATUSES, type WorkflowSubmissionRecord } from '@leadline/domain';
import {
  FIT_OF_ROW,
  PERSON_OF_ROW,
  SCORE_OF_ROW,
  STAGE_OF_ROW,
  type RecordsSpec,
} from '../../lists/records';

/** Workflow questionnaires as the admin sees them. */
export const WORKFLOW_RECORDS: RecordsSpec<WorkflowSubmissionRecord> = {
  path: '/workflow-submissions',
  table: 'workflow_submissions',
  what: 'workflow submission',
  statuses: WORKFLOW_STATUSES,
  columns: {
    id: 'id',
    name: 'name',
    email: 'email',
    company: 'company',
    painPoint: 'pain_point',
    currentTools: 'current_tools',
    manualProcess: 'manual_process',
    teamSize: 'team_size',
    successVision: 'success_vision',
    timeline: 'timeline',
    budgetRange: 'budget_range',
    completedSteps: 'completed_steps',
    totalSteps: 'total_steps',
    sessionId: 'session_id',
    status: 'status',
    notes: 'notes',
    createdAt: 'created_at',
    personId: PERSON_OF_ROW,
    fit: FIT_OF_ROW,
    personStage: STAGE_OF_ROW,
    score: SCORE_OF_ROW,
  },
};
