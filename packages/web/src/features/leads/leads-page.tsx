import { LEAD_STATUSES } from '@leadline/domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SubmissionSearch } from '../submissions/search';
import { SubmissionsScreen, type ScreenTexts } from '../submissions/submissions-screen';
import { leadsQuery } from './api';
import { LEAD_COLUMNS } from './leads-columns';

const route = getRouteApi('/admin/leads');

const TEXTS: ScreenTexts = {
  title: 'Calculator Leads',
  subtitle: 'Manage leads from the cost calculator',
  noun: 'leads',
  caption: 'Calculator leads, newest first',
  loading: 'Loading leads...',
  empty: 'No leads yet',
  error: 'Unable to load leads',
};

export function LeadsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(leadsQuery(search.status, search.page ?? 1));
  const onSearchChange = useCallback(
    (
      next: SubmissionSearch<(typeof LEAD_STATUSES)[number]>,
      options?: { replace?: boolean; hash?: string },
    ) => void navigate({ search: next, replace: options?.replace, hash: options?.hash }),
    [navigate],
  );
  return (
    <SubmissionsScreen
      kind="leads"
      texts={TEXTS}
      statuses={LEAD_STATUSES}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={LEAD_COLUMNS}
    />
  );
}
