import { WORKFLOW_STATUSES, type WorkflowSubmissionRecord } from '@leadline/domain';
import { SUBMISSION_COLUMNS, type RecordsSpec } from '../../lists/records';

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
    ...SUBMISSION_COLUMNS,
  },
};
