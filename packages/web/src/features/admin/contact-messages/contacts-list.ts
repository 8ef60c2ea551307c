import { CONTACT_STATUSES } from '@leadline/domain';
import type { SubmissionList } from '../submissions/submissions-page';
import { contactsQuery, type ContactMessage } from './api';
import { CONTACT_COLUMNS } from './contacts-columns';

/** /admin/contacts: the contact form's messages (SPEC section 2). */
export const CONTACT_LIST: SubmissionList<ContactMessage['status'], ContactMessage> = {
  kind: 'contacts',
  statuses: CONTACT_STATUSES,
  query: contactsQuery,
  columns: CONTACT_COLUMNS,
  texts: {
    title: 'Contact Messages',
    subtitle: 'Manage messages from the contact form',
    noun: 'messages',
    caption: 'Contact messages',
    loading: 'Loading contacts...',
    empty: 'No contact messages yet',
    error: 'Unable to load contacts',
  },
};
