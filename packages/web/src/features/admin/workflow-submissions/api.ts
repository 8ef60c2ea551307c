import { queryOptions } from '@tanstack/react-query';
import type {
  Json,
  ListPage,
  ListSort,
  WorkflowStatus,
  WorkflowSubmissionRecord,
} from '@leadline/domain';
import { getJson, patchJson } from '../../../lib/http';
import { locateRowIn, pageParams } from '../../../lib/paging';
import { withSort } from '../fit/sort';

/** A questionnaire as GET /api/admin/workflow-submissions answers it (partial saves leave gaps). */
export type WorkflowSubmission = Json<WorkflowSubmissionRecord>;
export type WorkflowSubmissionList = ListPage<WorkflowSubmission>;

/** What the list shows: a status (all when absent), an order and a page, counted from 1. */
export interface WorkflowListFilter {
  status?: WorkflowStatus;
  sort?: ListSort;
  page: number;
}

export const workflowSubmissionKeys = {
  all: ['admin', 'workflow-submissions'] as const,
  list: (filter: WorkflowListFilter) => [...workflowSubmissionKeys.all, 'list', filter] as const,
  locate: (filter: Omit<WorkflowListFilter, 'page'>, id: string) =>
    [...workflowSubmissionKeys.all, 'locate', { ...filter, id }] as const,
};

/** The list's query string. */
export function workflowListParams({ status, sort, page }: WorkflowListFilter): URLSearchParams {
  const params = withSort(new URLSearchParams(), sort);
  if (status) params.set('status', status);
  return pageParams(page, params);
}

export const workflowSubmissionsQuery = (filter: WorkflowListFilter) =>
  queryOptions({
    queryKey: workflowSubmissionKeys.list(filter),
    queryFn: () =>
      getJson<WorkflowSubmissionList>(
        `/api/admin/workflow-submissions?${workflowListParams(filter).toString()}`,
      ),
  });

/**
 * Where questionnaire `id` sits in the list under `filter` (0 is the first), or -1 when it is not
 * there: how Hot Leads' 'View Lead' finds its page.
 */
export const locateWorkflowSubmission = (filter: Omit<WorkflowListFilter, 'page'>, id: string) =>
  locateRowIn(async (limit, offset) => {
    const params = withSort(new URLSearchParams(), filter.sort);
    if (filter.status) params.set('status', filter.status);
    params.set('limit', String(limit));
    params.set('offset', String(offset));
    return getJson<ListPage<{ id: string }>>(
      `/api/admin/workflow-submissions?${params.toString()}`,
    );
  }, id);

export type WorkflowPatch = { status: WorkflowStatus } | { notes: string };

export const updateWorkflowSubmission = (id: string, patch: WorkflowPatch) =>
  patchJson<WorkflowSubmission>(`/api/admin/workflow-submissions/${encodeURIComponent(id)}`, patch);

/** The CSV download of the list under the current filter. */
export function workflowExportHref(status?: WorkflowStatus): string {
  return status
    ? `/api/admin/export/workflow-submissions.csv?status=${encodeURIComponent(status)}`
    : '/api/admin/export/workflow-submissions.csv';
}
