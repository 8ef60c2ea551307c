import { CsvLinks } from '../submissions/export-link';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlameIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { PastLastPage, Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { SessionDialog, type SessionRef } from '../session-timeline/session-dialog';
import { toast } from '../../../components/toasts/toast-store';
import {
  hotLeadsExportHref,
  hotLeadKeys,
  hotLeadsQuery,
  updateHotLead,
  type HotLead,
  type HotLeadFilter,
  type HotLeadFlags,
  type HotLeadStats,
} from './api';
import { actionsId, hotLeadColumns } from './columns';
import { HotLeadDetailsDialog } from './hot-lead-details-dialog';
import { SortSelect } from '../fit/sort-select';
import { LIST_SORT_LABELS } from '@leadline/domain';
import { filterCounts, type HotLeadSearch } from './rules';

const FILTERS: readonly { value: HotLeadFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
];

const STAT_CARDS: readonly { title: string; value: (stats: HotLeadStats) => number }[] = [
  { title: 'Total Hot Leads', value: (s) => s.total },
  { title: 'New (Unnotified)', value: (s) => s.unnotified },
  { title: 'Contacted', value: (s) => s.contacted },
  { title: 'Avg Score', value: (s) => s.avgScore },
];

interface Props extends HotLeadSearch {
  /** Puts a new filter or page in the URL. */
  onSearchChange: (search: HotLeadSearch) => void;
}

/**
 * After an update a row's button may vanish (or the row, under a filter) and take the keyboard focus
 * with it: give it back to what is left of the row's actions, or to the filter buttons.
 */
function refocusAfterUpdate(leadId: string, fallback: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const actions = document.getElementById(actionsId(leadId));
    const target = actions?.querySelector<HTMLElement>('button:not(:disabled), a') ?? actions;
    (target ?? fallback)?.focus();
  });
}

/** /admin/hot-leads: visitors who reached the hot-lead score, and what has been done about them. */
export function HotLeadsPage({ filter, sort, page = 1, session: linked, onSearchChange }: Props) {
  const current: HotLeadFilter = filter ?? 'all';
  const queryClient = useQueryClient();
  // The server counts the cards and the filter buttons over every hot lead; the table is one page.
  const list = useQuery({
    ...hotLeadsQuery(current, page, sort),
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<HotLead | null>(null);
  const [session, setSession] = useState<SessionRef | null>(null);
  const onFilterChange = (next: 'new' | 'contacted' | undefined) =>
    onSearchChange({ filter: next, sort });
  const goToPage = (next: number) =>
    onSearchChange({ filter, sort, page: next > 1 ? next : undefined });
  const filtersRef = useRef<HTMLDivElement>(null);

  const update = useMutation({
    mutationFn: ({ lead, flags }: { lead: HotLead; flags: HotLeadFlags }) =>
      updateHotLead(lead.id, flags),
    onSuccess: async (_updated, { lead, flags }) => {
      if (flags.contacted !== undefined)
        toast({
          title: flags.contacted ? 'Marked as contacted' : 'No longer marked as contacted',
          description: flags.contacted
            ? 'The hot lead is now under Contacted.'
            : 'The hot lead has left Contacted.',
        });
      await queryClient.invalidateQueries({ queryKey: hotLeadKeys.all });
      refocusAfterUpdate(
        lead.id,
        filtersRef.current?.querySelector('[aria-pressed="true"]') ?? null,
      );
    },
    onError: (error) => {
      toast({
        title: 'Failed to update hot lead',
        description: error.message,
        variant: 'destructive',
      });
    },
  });

  const { mutate } = update;
  const pendingId = update.isPending ? update.variables.lead.id : undefined;
  const columns = useMemo(
    () =>
      hotLeadColumns({
        onDetails: setDetails,
        onViewSession: ({ sessionId, name, email, score }) =>
          setSession({ sessionId, name, email, score }),
        onUpdate: (lead, flags) => mutate({ lead, flags }),
        pendingId,
      }),
    [mutate, pendingId],
  );

  const stats: HotLeadStats | undefined = list.data?.stats;
  const counts = stats ? filterCounts(stats) : undefined;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            <FlameIcon className="h-7 w-7 text-primary" aria-hidden />
            Hot Leads Dashboard
          </h1>
          <p className="text-muted-foreground">High-intent visitors with 75+ engagement score</p>
        </div>
        <CsvLinks href={hotLeadsExportHref(current)} label="Export CSV" size="sm" />
      </header>

      {list.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading hot leads...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Failed to fetch hot leads
        </p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STAT_CARDS.map(({ title, value }) => (
              <Card key={title} className="p-5">
                <dt className="text-sm font-medium text-muted-foreground">{title}</dt>
                <dd className="mt-1 text-3xl font-bold">{stats ? value(stats) : 0}</dd>
              </Card>
            ))}
          </dl>

          <div className="flex flex-wrap items-center justify-between gap-4">
            <div
              ref={filtersRef}
              role="group"
              aria-label="Filter hot leads"
              className="flex flex-wrap gap-2"
            >
              {FILTERS.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={current === value}
                  onClick={() => onFilterChange(value === 'all' ? undefined : value)}
                  className={cn(buttonClasses(current === value ? 'primary' : 'outline', 'sm'))}
                >
                  {label} ({counts?.[value] ?? 0})
                </button>
              ))}
            </div>
            <SortSelect value={sort} onChange={(next) => onSearchChange({ filter, sort: next })} />
          </div>

          {list.data.items.length === 0 && list.data.total > 0 ? (
            <PastLastPage onFirstPage={() => goToPage(1)} />
          ) : list.data.items.length === 0 ? (
            <div className="rounded-xl border bg-card p-10 text-center">
              <FlameIcon className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
              <p className="mt-3 text-lg font-semibold">No hot leads yet</p>
              <p className="mt-1 text-muted-foreground">
                Hot leads will appear here when visitors reach 75+ engagement score
              </p>
            </div>
          ) : (
            <>
              <DataTable
                caption={`Hot leads, ${LIST_SORT_LABELS[sort ?? 'best'].toLowerCase()}`}
                columns={columns}
                data={list.data.items}
                getRowId={(lead) => lead.id}
              />
              <Pagination page={page} total={list.data.total} onPage={goToPage} />
            </>
          )}
        </>
      )}

      <HotLeadDetailsDialog record={details} onClose={() => setDetails(null)} />
      <SessionDialog
        record={session ?? (linked ? { sessionId: linked } : null)}
        onClose={() => {
          setSession(null);
          if (linked) onSearchChange({ filter, sort, page: page > 1 ? page : undefined });
        }}
      />
    </div>
  );
}
