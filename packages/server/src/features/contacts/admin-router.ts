import { recordsRouter } from '../../lists/records-router';
import { CONTACT_RECORDS } from './records';

/** GET /submissions/contacts and PATCH /submissions/contacts/:id. */
export const contactsAdminRouter = recordsRouter(CONTACT_RECORDS);
