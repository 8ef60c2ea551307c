import { CONTACT_STATUSES } from '@leadline/domain';
import { col, SUBMISSION_HEAD, submissionState, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** contacts.csv: the contact form's messages. */
export const contactsExport: ExportSpec = {
  from: 'contact_messages',
  statuses: CONTACT_STATUSES,
  session: sessionById,
  columns: [
    ...SUBMISSION_HEAD,
    col('company', 't.company'),
    col('message', 't.message'),
    ...submissionState(CONTACT_STATUSES),
    col('sessionId', 't.session_id'),
  ],
};
