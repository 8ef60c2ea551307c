import { CsvLinks } from '../submissions/export-link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { LIST_SORT_LABELS, type WorkflowStatus } from '@leadline/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/select';
import {
  locateWorkflowSubmission,
  workflowExportHref,
  workflowSubmissionKeys,
  workflowSubmissionsQuery,
  type WorkflowSubmission,
} from './api';
import { workflowColumns } from './columns';
import { WORKFLOW_STATUS_OPTIONS } from './labels';
import type { WorkflowSearch } from './search';
import { SubmissionDetailsDialog } from './submission-details-dialog';
import { SortSelect } from '../fit/sort-select';
import { anchoredRowProps, useAnchoredRow } from '../submissions/use-anchored-row';

type StatusFilter = WorkflowStatus | 'all';

const FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  ...WORKFLOW_STATUS_OPTIONS,
];

/** Puts a new filter or page in the URL (with a row anchor, replacing the history entry). */
export type WorkflowSearchChange = (
  search: WorkflowSearch,
  options?: { replace?: boolean; hash?: string },
) => void;

interface Props extends WorkflowSearch {
  onSearchChange: WorkflowSearchChange;
}

/** /admin/workflow-submissions: the wizard's questionnaires, filtered by status, ten a page. */
export function WorkflowSubmissionsPage({ status, sort, page = 1, onSearchChange }: Props) {
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...workflowSubmissionsQuery({ status, sort, page }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<WorkflowSubmission | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeDetails = () => {
    setSelected(null);
    // The dialog gives the focus back to the row's View button; if an update took the row off this
    // filter's page, the button is gone, so the focus goes to the page's heading instead.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        headingRef.current?.focus();
      }
    }, 50);
  };
  const columns = useMemo(() => workflowColumns(setSelected), []);
  const goToPage = (next: number) =>
    onSearchChange({ status, sort, page: next > 1 ? next : undefined });
  // A row anchor (#<id>), from Hot Leads' 'View Lead', finds and highlights that questionnaire.
  const anchoredPage = useCallback(
    (target: number, hash: string) =>
      onSearchChange(
        { status, sort, page: target > 1 ? target : undefined },
        { replace: true, hash },
      ),
    [status, sort, onSearchChange],
  );
  const anchored = useAnchoredRow({
    locate: (id) => ({
      queryKey: workflowSubmissionKeys.locate({ status, sort }, id),
      queryFn: () => locateWorkflowSubmission({ status, sort }, id),
    }),
    page,
    rowIds: data?.items.map((row) => row.id),
    goToPage: anchoredPage,
  });

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <Link to="/admin/dashboard" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeftIcon className="h-4 w-4" aria-hidden />
          Back to Dashboard
        </Link>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
            Workflow Submissions
          </h1>
          <p className="text-muted-foreground">
            View detailed workflow wizard responses from prospects
          </p>
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-4">
          <Select<StatusFilter>
            label="Filter by status"
            value={status ?? 'all'}
            options={FILTER_OPTIONS}
            onChange={(next) => onSearchChange({ status: next === 'all' ? undefined : next, sort })}
          />
          <SortSelect value={sort} onChange={(next) => onSearchChange({ status, sort: next })} />
        </div>
        <CsvLinks href={workflowExportHref(status)} label="Export CSV" size="sm" />
      </div>

      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading workflow submissions...
        </p>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Failed to fetch workflow submissions
        </p>
      ) : data.items.length === 0 ? (
        <div className="space-y-4">
          <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">
            No workflow submissions found.
          </p>
          {/* A page past the end (an old link): the way back. */}
          {data.total > 0 && (
            <Button variant="outline" size="sm" onClick={() => goToPage(1)}>
              Go to the first page
            </Button>
          )}
        </div>
      ) : (
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
        >
          <DataTable
            caption={`Workflow submissions, ${LIST_SORT_LABELS[sort ?? 'best'].toLowerCase()}`}
            columns={columns}
            data={data.items}
            getRowId={(submission) => submission.id}
            rowProps={(submission) => anchoredRowProps(submission.id, anchored)}
            cardsBelow="2xl"
          />
          <Pagination page={page} total={data.total} onPage={goToPage} />
        </div>
      )}

      <SubmissionDetailsDialog record={selected} onClose={closeDetails} />
    </div>
  );
}
