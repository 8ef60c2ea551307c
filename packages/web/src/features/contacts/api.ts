import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactMessageRecord, ContactStatus, Json } from '@leadline/domain';
import { fetchSubmissions, submissionKeys } from '../submissions/api';

export type ContactMessage = Json<ContactMessageRecord>;

export const contactKeys = submissionKeys('contacts');

/** One page of contact messages, newest first; the previous page stays on screen while the next loads. */
export const contactsQuery = (status: ContactStatus | undefined, page: number) =>
  queryOptions({
    queryKey: contactKeys.list(status, page),
    queryFn: () => fetchSubmissions<ContactMessage>('contacts', status, page),
    placeholderData: keepPreviousData,
  });
