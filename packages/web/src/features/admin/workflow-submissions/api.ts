import { queryOptions } from '@tanstack/react-query';
import type {
  Json,
  ListPage,
  ListSort,
  WorkflowStatus,
  WorkflowSubmissionRecord,
} from '@leadline/domain';
import { getJson, patchJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';
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

export type WorkflowPatch = { status: WorkflowStatus } | { notes: string };

export const updateWorkflowSubmission = (id: string, patch: WorkflowPatch) =>
  patchJson<WorkflowSubmission>(`/api/admin/workflow-submissions/${encodeURIComponent(id)}`, patch);

/** The CSV download of the list under the current filter. */
export function workflowExportHref(status?: WorkflowStatus): string {
  return status
    ? `/api/admin/export/workflow-submissions.csv?status=${encodeURIComponent(status)}`
    : '/api/admin/export/workflow-submissions.csv';
}
