import type { WorkflowStatus } from '@leadline/server/domain';
import { isWorkflowStatus } from './labels';

/** The list's URL search: a status filter (all when absent) and a page (1 when absent). */
export interface WorkflowSearch {
  status?: WorkflowStatus;
  page?: number;
}

/** Keeps only what the list understands, so a hand-edited URL cannot break it. */
export function parseWorkflowSearch(search: Record<string, unknown>): WorkflowSearch {
  const page = Number(search.page);
  return {
    status: isWorkflowStatus(search.status) ? search.status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** "Showing 11-20 of 23": the first and last row numbers of a page. */
export function pageRange(page: number, pageSize: number, total: number) {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
