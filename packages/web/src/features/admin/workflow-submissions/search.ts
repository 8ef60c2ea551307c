import type { ListSort, WorkflowStatus } from '@leadline/domain';
import { parsePage } from '../../../lib/paging';
import { parseSort } from '../fit/sort';
import { isWorkflowStatus } from './labels';

/**
 * The list's URL search: a status filter (all when absent), an order (the reachable and best first
 * when absent) and a page (1 when absent).
 */
export interface WorkflowSearch {
  status?: WorkflowStatus;
  sort?: ListSort;
  page?: number;
}

/** Keeps only what the list understands, so a hand-edited URL cannot break it. */
export function parseWorkflowSearch(search: Record<string, unknown>): WorkflowSearch {
  return {
    status: isWorkflowStatus(search.status) ? search.status : undefined,
    sort: parseSort(search.sort),
    page: parsePage(search.page),
  };
}
