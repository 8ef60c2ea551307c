import { CONTACT_STATUSES } from '@leadline/domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SubmissionSearch } from '../submissions/search';
import { SubmissionsScreen, type ScreenTexts } from '../submissions/submissions-screen';
import { contactsQuery } from './api';
import { CONTACT_COLUMNS } from './contacts-columns';

const route = getRouteApi('/admin/contacts');

const TEXTS: ScreenTexts = {
  title: 'Contact Messages',
  subtitle: 'Manage messages from the contact form',
  noun: 'messages',
  caption: 'Contact messages, newest first',
  loading: 'Loading contacts...',
  empty: 'No contact messages yet',
  error: 'Unable to load contacts',
};

export function ContactsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(contactsQuery(search.status, search.page ?? 1));
  const onSearchChange = useCallback(
    (
      next: SubmissionSearch<(typeof CONTACT_STATUSES)[number]>,
      options?: { replace?: boolean; hash?: string },
    ) => void navigate({ search: next, replace: options?.replace, hash: options?.hash }),
    [navigate],
  );
  return (
    <SubmissionsScreen
      kind="contacts"
      texts={TEXTS}
      statuses={CONTACT_STATUSES}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={CONTACT_COLUMNS}
    />
  );
}
