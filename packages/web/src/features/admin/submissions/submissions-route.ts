import type { QueryClient } from '@tanstack/react-query';
import type { ListSort } from '@leadline/domain';
import { ensureAdminData } from '../shell/ensure-admin-data';
import type { submissionsQuery } from './api';
import { submissionSearch, type SubmissionSearch } from './search';

/**
 * The route options of a list's screen: its URL search (`?status=new&sort=fit&page=2`), the loader that
 * starts the page's query, and its title. Only what a route loads before its screen's code: no
 * component here.
 */
export function submissionsRoute<TStatus extends string, TRow>({
  statuses,
  query,
  title,
}: {
  statuses: readonly TStatus[];
  query: (
    status: TStatus | undefined,
    page: number,
    sort?: ListSort,
  ) => ReturnType<typeof submissionsQuery<TRow>>;
  title: string;
}) {
  return {
    validateSearch: submissionSearch(statuses),
    loaderDeps: ({ search }: { search: SubmissionSearch<TStatus> }) => search,
    loader: ({
      context,
      deps: { status, page, sort },
    }: {
      context: { queryClient: QueryClient };
      deps: SubmissionSearch<TStatus>;
    }) =>
      ensureAdminData(context, (client) => client.ensureQueryData(query(status, page ?? 1, sort))),
    head: () => ({ meta: [{ title: `${title} | Admin` }] }),
  };
}
