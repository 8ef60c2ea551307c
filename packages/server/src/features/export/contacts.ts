import { CONTACT_STATUSES } from '@leadline/domain';
import { col, labelled, statusLabels, time, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** contacts.csv: the contact form's messages. */
export const contactsExport: ExportSpec = {
  from: 'contact_messages',
  statuses: CONTACT_STATUSES,
  session: sessionById,
  columns: [
    col('id', 't.id'),
    time('createdAt', 't.created_at'),
    col('name', 't.name'),
    col('email', 't.email'),
    col('company', 't.company'),
    col('message', 't.message'),
    labelled('status', 't.status', statusLabels(CONTACT_STATUSES)),
    col('notes', 't.notes'),
    col('sessionId', 't.session_id'),
  ],
};
