import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactStatus } from '@leadline/server/domain';
import { fetchSubmissions, submissionKeys, type Submission } from '../submissions/api';

export interface ContactMessage extends Submission<ContactStatus> {
  name: string;
  company: string | null;
  message: string;
  sessionId: string | null;
}

export const contactKeys = submissionKeys('contacts');

/** One page of contact messages, newest first; the previous page stays on screen while the next loads. */
export const contactsQuery = (status: ContactStatus | undefined, page: number) =>
  queryOptions({
    queryKey: contactKeys.list(status, page),
    queryFn: () => fetchSubmissions<ContactMessage>('contacts', status, page),
    placeholderData: keepPreviousData,
  });
