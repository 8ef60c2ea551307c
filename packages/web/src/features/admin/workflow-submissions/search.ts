import type { WorkflowStatus } from '@leadline/domain';
import { parsePage } from '../../../lib/paging';
import { isWorkflowStatus } from './labels';

/** The list's URL search: a status filter (all when absent) and a page (1 when absent). */
export interface WorkflowSearch {
  status?: WorkflowStatus;
  page?: number;
}

/** Keeps only what the list understands, so a hand-edited URL cannot break it. */
export function parseWorkflowSearch(search: Record<string, unknown>): WorkflowSearch {
  return {
    status: isWorkflowStatus(search.status) ? search.status : undefined,
    page: parsePage(search.page),
  };
}
