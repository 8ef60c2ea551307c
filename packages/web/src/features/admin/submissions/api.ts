/** Calculator leads and contact messages: the same list, update and export calls (SPEC section 7). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type ListPage, type ListSort } from '@leadline/domain';
import { getJson, patchJson } from '../../../lib/http';
import { locateRowIn } from '../../../lib/paging';
import { dashboardKeys } from '../dashboard/api';
import { toast } from '../../../components/toasts/toast-store';
import { toastSaved } from './saved-toast';
import { peopleKeys } from '../people/api';
import { withSort } from '../fit/sort';

/** The two lists under /api/admin/submissions/<kind>; also their query-key segment and CSV name. */
export type SubmissionKind = 'leads' | 'contacts';

export type { ListPage };

export interface SubmissionPatch<TStatus extends string> {
  status?: TStatus;
  /** An empty string clears the notes. */
  notes?: string;
}

/** Keys under ['admin', kind]: an update invalidates the kind's every page and filter at once. */
export function submissionKeys(kind: SubmissionKind) {
  const all = ['admin', kind] as const;
  return {
    all,
    list: (status: string | undefined, page: number, sort?: ListSort) =>
      [...all, 'list', { status: status ?? 'all', sort: sort ?? 'best', page }] as const,
    locate: (status: string | undefined, id: string, sort?: ListSort) =>
      [...all, 'locate', { status: status ?? 'all', sort: sort ?? 'best', id }] as const,
  };
}

function isListPage(body: unknown): body is ListPage<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { items?: unknown }).items) &&
    typeof (body as { total?: unknown }).total === 'number'
  );
}

async function fetchRows<T>(
  kind: SubmissionKind,
  status: string | undefined,
  limit: number,
  offset: number,
  sort?: ListSort,
): Promise<ListPage<T>> {
  const query = withSort(
    new URLSearchParams({ limit: String(limit), offset: String(offset) }),
    sort,
  );
  if (status) query.set('status', status);
  const body = await getJson<unknown>(`/api/admin/submissions/${kind}?${query.toString()}`);
  if (!isListPage(body)) throw new Error(`The ${kind} answer has no items list`);
  return body as ListPage<T>;
}

/** One page of a list; an answer without an items list is a load failure (SPEC section 8). */
export const fetchSubmissions = <T>(
  kind: SubmissionKind,
  status: string | undefined,
  page: number,
  sort?: ListSort,
) => fetchRows<T>(kind, status, PAGE_SIZE.default, (page - 1) * PAGE_SIZE.default, sort);

/** One page of a list in `sort`'s order; the previous page stays on screen while the next loads. */
export const submissionsQuery = <T>(
  kind: SubmissionKind,
  status: string | undefined,
  page: number,
  sort?: ListSort,
) =>
  queryOptions({
    queryKey: submissionKeys(kind).list(status, page, sort),
    queryFn: () => fetchSubmissions<T>(kind, status, page, sort),
    placeholderData: keepPreviousData,
  });

/** Where row `id` sits in the list in `sort`'s order (0 is the first), or -1 when it is not there. */
export const locateRow = (
  kind: SubmissionKind,
  status: string | undefined,
  id: string,
  sort?: ListSort,
): Promise<number> =>
  locateRowIn((limit, offset) => fetchRows<{ id: string }>(kind, status, limit, offset, sort), id);

export const updateSubmission = <T>(kind: SubmissionKind, id: string, patch: object) =>
  patchJson<T>(`/api/admin/submissions/${kind}/${encodeURIComponent(id)}`, patch);

const WHAT: Record<SubmissionKind, string> = { leads: 'lead', contacts: 'contact' };

/**
 * Saves a status or notes change, then refetches the kind's lists and the dashboard stats (SPEC section 4).
 * A failure is a toast with the server's answer ("status: body").
 */
export function useSubmissionUpdate<TStatus extends string>(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SubmissionPatch<TStatus>) => updateSubmission(kind, id, patch),
    onSuccess: async (_row, patch) => {
      toastSaved(patch, WHAT[kind]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKeys(kind).all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
      ]);
    },
    onError: (error) =>
      toast({
        title: `Failed to update ${WHAT[kind]}`,
        description: error.message,
        variant: 'destructive',
      }),
  });
}

/** The CSV of the list as filtered on screen (GET /api/admin/export/<kind>.csv). */
export function exportHref(kind: SubmissionKind, status: string | undefined): string {
  const path = `/api/admin/export/${kind}.csv`;
  return status ? `${path}?${new URLSearchParams({ status }).toString()}` : path;
}
