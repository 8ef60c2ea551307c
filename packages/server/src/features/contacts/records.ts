import { CONTACT_STATUSES, type ContactMessageRecord } from '@leadline/domain';
import { SUBMISSION_COLUMNS, type RecordsSpec } from '../../lists/records';

/** Contact messages as the admin sees them. */
export const CONTACT_RECORDS: RecordsSpec<ContactMessageRecord> = {
  path: '/submissions/contacts',
  table: 'contact_messages',
  what: 'contact message',
  statuses: CONTACT_STATUSES,
  columns: {
    id: 'id',
    name: 'name',
    email: 'email',
    company: 'company',
    message: 'message',
    ...SUBMISSION_COLUMNS,
  },
};
