import { CONTACT_STATUSES } from '../../domain';
import type { RecordsSpec } from '../admin/records';

/** Contact messages as the admin sees them. */
export const CONTACT_RECORDS: RecordsSpec = {
  path: '/submissions/contacts',
  table: 'contact_messages',
  what: 'contact message',
  statuses: CONTACT_STATUSES,
  columns: [
    'id',
    'name',
    'email',
    'company',
    'message',
    'status',
    'notes',
    'session_id as sessionId',
    'created_at as createdAt',
  ],
};
