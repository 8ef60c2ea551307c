import { WORKFLOW_STATUSES } from '../../domain';
import type { RecordsSpec } from '../admin/records';

/** Workflow questionnaires as the admin sees them. */
export const WORKFLOW_RECORDS: RecordsSpec = {
  path: '/workflow-submissions',
  table: 'workflow_submissions',
  what: 'workflow submission',
  statuses: WORKFLOW_STATUSES,
  columns: [
    'id',
    'name',
    'email',
    'company',
    'pain_point as painPoint',
    'current_tools as currentTools',
    'manual_process as manualProcess',
    'team_size as teamSize',
    'success_vision as successVision',
    'timeline',
    'budget_range as budgetRange',
    'completed_steps as completedSteps',
    'total_steps as totalSteps',
    'session_id as sessionId',
    'status',
    'notes',
    'created_at as createdAt',
  ],
};
