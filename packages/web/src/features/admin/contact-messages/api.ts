import type { ContactMessageRecord, ContactStatus, Json, ListSort } from '@leadline/domain';
import { submissionsQuery } from '../submissions/api';

export type ContactMessage = Json<ContactMessageRecord>;

/** One page of contact messages in `sort`'s order. */
export const contactsQuery = (status: ContactStatus | undefined, page: number, sort?: ListSort) =>
  submissionsQuery<ContactMessage>('contacts', status, page, sort);
