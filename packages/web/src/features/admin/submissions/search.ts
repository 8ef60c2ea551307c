/** The leads and contacts lists keep their filter, order and page in the URL: `?status=new&sort=fit&page=2`. */
import type { ListSort } from '@leadline/domain';
import { parseSort } from '../fit/sort';

export interface SubmissionSearch<TStatus extends string> {
  /** Absent means every status. */
  status?: TStatus;
  /** Absent means the reachable and best first. */
  sort?: ListSort;
  /** Absent means page 1. */
  page?: number;
}

/**
 * A `validateSearch` for a list whose statuses are `statuses`: an unknown status or order and a page
 * that is not a whole number of 2 or more are dropped, so a hand-edited URL shows the first page of everything.
 * A route names the status type (`submissionSearch<LeadStatus>(...)`): beside its loaderDeps,
 * TypeScript would not infer it.
 */
export function submissionSearch<TStatus extends string>(statuses: readonly TStatus[]) {
  return (search: Record<string, unknown>): SubmissionSearch<TStatus> => {
    const status = statuses.find((value) => value === search.status);
    const page = typeof search.page === 'string' ? Number(search.page) : search.page;
    return {
      status,
      sort: parseSort(search.sort),
      page: typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined,
    };
  };
}
