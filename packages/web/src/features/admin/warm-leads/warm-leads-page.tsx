import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { CsvLinks } from '../submissions/export-link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GaugeIcon, MailCheckIcon, ThermometerIcon, UserXIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PastLastPage, Pagination } from '../../../components/ui/pagination';
import { formatPercent } from '../../../lib/format';
import { StatCard } from '../analytics/stat-card';
import { SessionDialog, type SessionRef } from '../session-timeline/session-dialog';
import { WARM_LEADS_CSV, warmLeadsQuery, type WarmLead, type WarmLeadList } from './api';
import { NurtureTips } from './nurture-tips';
import { warmIntro } from './warm-lead-rules';
import { WarmLeadsTable } from './warm-leads-table';
import { SortSelect } from '../fit/sort-select';
import { LIST_SORT_LABELS, type ListSort } from '@leadline/domain';

export interface WarmLeadSearch {
  /** The reachable and best first when absent. */
  sort?: ListSort;
  /** 1 when absent. */
  page?: number;
}

interface Props extends WarmLeadSearch {
  /** Puts a new order or page in the URL. */
  onSearchChange: (search: WarmLeadSearch) => void;
}

export function WarmLeadsPage({ page = 1, sort, onSearchChange }: Props) {
  const { data, isPending, isError } = useQuery({
    ...warmLeadsQuery(page, sort),
    placeholderData: keepPreviousData,
  });
  const [session, setSession] = useState<SessionRef | null>(null);
  const viewSession = useCallback(
    ({ sessionId, email, name, score }: WarmLead) => setSession({ sessionId, email, name, score }),
    [],
  );
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Warm Leads</h1>
          <p className="text-muted-foreground">
            Engaged visitors (50-74 points) ready for nurturing
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SortSelect value={sort} onChange={(next) => onSearchChange({ sort: next })} />
          <CsvLinks href={WARM_LEADS_CSV} label="Export CSV" size="md" />
        </div>
      </header>
      {isPending ? (
        <Loading>Loading warm leads...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load warm leads" />
      ) : (
        <WarmLeadsContent
          list={data}
          page={page}
          caption={`Warm leads, ${LIST_SORT_LABELS[sort ?? 'best'].toLowerCase()}`}
          onPage={(next) => onSearchChange({ sort, page: next > 1 ? next : undefined })}
          onViewSession={viewSession}
        />
      )}
      <SessionDialog record={session} onClose={() => setSession(null)} />
    </div>
  );
}

function WarmLeadsContent({
  list: { items, total, stats },
  page,
  caption,
  onPage,
  onViewSession,
}: {
  list: WarmLeadList;
  page: number;
  caption: string;
  onPage: (page: number) => void;
  onViewSession: (lead: WarmLead) => void;
}) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Warm lead totals">
        <li>
          <StatCard title="Total Warm Leads" value={stats.total} Icon={ThermometerIcon} />
        </li>
        <li>
          <StatCard
            title="With Email"
            value={stats.withEmail}
            hint={`${formatPercent(stats.withEmail, stats.total)} contactable`}
            Icon={MailCheckIcon}
          />
        </li>
        <li>
          <StatCard
            title="Anonymous"
            value={stats.anonymous}
            hint="Need email capture"
            Icon={UserXIcon}
          />
        </li>
        <li>
          <StatCard
            title="Avg Score"
            value={stats.avgScore}
            hint="Out of 75 (hot lead)"
            Icon={GaugeIcon}
          />
        </li>
      </ul>
      {total === 0 ? (
        <Card className="py-12 text-center">
          <h2 className="text-xl font-semibold">No warm leads yet</h2>
          <p className="mt-2 text-muted-foreground">
            Visitors scoring 50-74 points will appear here.
          </p>
        </Card>
      ) : (
        <>
          <p className="text-lg">{warmIntro(stats)}</p>
          <NurtureTips withEmail={stats.withEmail} anonymous={stats.anonymous} />
          {items.length === 0 ? (
            <PastLastPage onFirstPage={() => onPage(1)} />
          ) : (
            <WarmLeadsTable leads={items} onViewSession={onViewSession} caption={caption} />
          )}
          <Pagination page={page} total={total} onPage={onPage} />
        </>
      )}
    </>
  );
}
