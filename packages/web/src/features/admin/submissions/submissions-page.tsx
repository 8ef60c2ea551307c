import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { LIST_SORT_LABELS, type ListSort } from '@leadline/domain';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/paging';
import { locateRow, submissionKeys, type SubmissionKind, type submissionsQuery } from './api';
import { ExportLink } from './export-link';
import type { SubmissionSearch } from './search';
import { StatusFilter } from './status-filter';
import { anchoredRowProps, useAnchoredRow } from './use-anchored-row';
import { SortSelect } from '../fit/sort-select';

export interface ScreenTexts {
  title: string;
  subtitle: string;
  /** 'leads' in 'Total: N leads'. */
  noun: string;
  caption: string;
  loading: string;
  empty: string;
  error: string;
}

/** One of the two lists under /api/admin/submissions: what its screen shows and how it loads. */
export interface SubmissionList<TStatus extends string, TRow extends { id: string }> {
  kind: SubmissionKind;
  statuses: readonly TStatus[];
  query: (
    status: TStatus | undefined,
    page: number,
    sort?: ListSort,
  ) => ReturnType<typeof submissionsQuery<TRow>>;
  columns: Column<TRow>[];
  texts: ScreenTexts;
}

/** Where the list's filter, page and row anchor go: the route's navigate. */
export type SubmissionsNavigate<TStatus extends string> = (options: {
  search: SubmissionSearch<TStatus>;
  replace?: boolean;
  hash?: string;
}) => Promise<void>;

interface SubmissionsPageProps<TStatus extends string, TRow extends { id: string }> {
  list: SubmissionList<TStatus, TRow>;
  search: SubmissionSearch<TStatus>;
  navigate: SubmissionsNavigate<TStatus>;
}

/** The calculator leads and contact messages screens: heading, filter, table, pages, export. */
export function SubmissionsPage<TStatus extends string, TRow extends { id: string }>({
  list: { kind, statuses, query, columns, texts },
  search,
  navigate,
}: SubmissionsPageProps<TStatus, TRow>) {
  const page = search.page ?? 1;
  const { data, isPending, isError, isPlaceholderData } = useQuery(
    query(search.status, page, search.sort),
  );
  const onSearchChange = useCallback(
    (next: SubmissionSearch<TStatus>, options?: { replace?: boolean; hash?: string }) =>
      void navigate({ search: next, replace: options?.replace, hash: options?.hash }),
    [navigate],
  );
  const pages = pageCount(data?.total ?? 0);
  const goToPage = useCallback(
    (target: number, hash: string) =>
      onSearchChange({ ...search, page: target > 1 ? target : undefined }, { replace: true, hash }),
    [search, onSearchChange],
  );
  const { status, sort } = search;
  const anchored = useAnchoredRow({
    locate: (id) => ({
      queryKey: submissionKeys(kind).locate(status, id, sort),
      queryFn: () => locateRow(kind, status, id, sort),
    }),
    page,
    rowIds: data?.items.map((row) => row.id),
    goToPage,
  });

  // A page past the end (rows deleted, or a hand-edited URL) moves to the last page there is.
  const pastTheEnd =
    data !== undefined && data.items.length === 0 && data.total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd)
      onSearchChange({ ...search, page: pages > 1 ? pages : undefined }, { replace: true });
  }, [pastTheEnd, pages, search, onSearchChange]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{texts.title}</h1>
          <p className="text-muted-foreground">{texts.subtitle}</p>
        </div>
        <ExportLink kind={kind} status={search.status} />
      </header>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-medium" aria-live="polite">
          {data ? `Total: ${data.total} ${texts.noun}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <SortSelect
            value={search.sort}
            onChange={(sort) => onSearchChange({ ...search, sort, page: undefined })}
          />
          <StatusFilter
            statuses={statuses}
            value={search.status}
            onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
          />
        </div>
      </div>

      {isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {texts.loading}
        </p>
      ) : isError ? (
        <div role="alert" className="rounded-xl border p-8 text-center">
          <p className="font-semibold text-destructive">{texts.error}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Please check your permissions or try refreshing the page.
          </p>
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border py-12 text-center text-muted-foreground">
          {pastTheEnd ? texts.loading : texts.empty}
        </p>
      ) : (
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
        >
          <DataTable
            caption={`${texts.caption}, ${LIST_SORT_LABELS[search.sort ?? 'best'].toLowerCase()}`}
            columns={columns}
            data={data.items}
            getRowId={(row) => row.id}
            rowProps={(row) => anchoredRowProps(row.id, anchored)}
          />
          <Pagination
            summary="pages"
            page={page}
            total={data.total}
            onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </div>
      )}
    </div>
  );
}
