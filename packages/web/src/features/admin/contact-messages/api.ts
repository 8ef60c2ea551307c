import type { ContactMessageRecord, ContactStatus, Json } from '@leadline/domain';
import { submissionsQuery } from '../submissions/api';

export type ContactMessage = Json<ContactMessageRecord>;

/** One page of contact messages, newest first. */
export const contactsQuery = (status: ContactStatus | undefined, page: number) =>
  submissionsQuery<ContactMessage>('contacts', status, page);
