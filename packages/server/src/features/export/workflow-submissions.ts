import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  WORKFLOW_STATUSES,
} from '@leadline/domain';
import {
  col,
  labelled,
  labelledList,
  SUBMISSION_HEAD,
  submissionState,
  type ExportSpec,
} from './columns';
import { sessionById } from './first-touch';

/** workflow-submissions.csv: the questionnaires, answers as the screens show them. */
export const workflowSubmissionsExport: ExportSpec = {
  from: 'workflow_submissions',
  statuses: WORKFLOW_STATUSES,
  session: sessionById,
  columns: [
    ...SUBMISSION_HEAD,
    col('company', 't.company'),
    labelled('painPoint', 't.pain_point', PAIN_POINTS),
    labelledList('currentTools', 't.current_tools', CURRENT_TOOLS),
    col('manualProcess', 't.manual_process'),
    labelled('teamSize', 't.team_size', TEAM_SIZES),
    col('successVision', 't.success_vision'),
    labelled('timeline', 't.timeline', TIMELINES),
    labelled('budgetRange', 't.budget_range', BUDGET_RANGES),
    col('completedSteps', 't.completed_steps'),
    col('totalSteps', 't.total_steps'),
    ...submissionState(WORKFLOW_STATUSES),
  ],
};
