import { recordsRouter } from '../../lists/records-router';
import { WORKFLOW_RECORDS } from './records';

/** GET /workflow-submissions and PATCH /workflow-submissions/:id. */
export const workflowAdminRouter = recordsRouter(WORKFLOW_RECORDS);
