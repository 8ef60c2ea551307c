import { recordsRouter } from '../../lists/records-router';
import { LEAD_RECORDS } from './records';

/** GET /submissions/leads and PATCH /submissions/leads/:id. */
export const leadsAdminRouter = recordsRouter(LEAD_RECORDS);
