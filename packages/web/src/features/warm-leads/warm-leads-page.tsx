import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, GaugeIcon, MailCheckIcon, ThermometerIcon, UserXIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatPercent } from '../../lib/format';
import { StatCard } from '../analytics/stat-card';
import { SessionDialog, type SessionRef } from '../session-timeline/session-dialog';
import { WARM_LEADS_CSV, warmLeadsQuery, type WarmLead } from './api';
import { NurtureTips } from './nurture-tips';
import { warmIntro, warmLeadStats } from './warm-lead-rules';
import { WarmLeadsTable } from './warm-leads-table';

export function WarmLeadsPage() {
  const { data: leads, isPending, isError } = useQuery(warmLeadsQuery);
  const [session, setSession] = useState<SessionRef | null>(null);
  const viewSession = useCallback(
    ({ sessionId, email, score }: WarmLead) => setSession({ sessionId, email, score }),
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
        <a href={WARM_LEADS_CSV} download className={buttonClasses('outline')}>
          <DownloadIcon className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
      </header>
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading warm leads...
        </p>
      ) : isError ? (
        <Card role="alert">
          <p className="font-semibold text-destructive">Unable to load warm leads</p>
          <p className="mt-1 text-muted-foreground">
            Please check your permissions or try refreshing the page.
          </p>
        </Card>
      ) : (
        <WarmLeadsContent leads={leads} onViewSession={viewSession} />
      )}
      <SessionDialog session={session} onClose={() => setSession(null)} />
    </div>
  );
}

function WarmLeadsContent({
  leads,
  onViewSession,
}: {
  leads: WarmLead[];
  onViewSession: (lead: WarmLead) => void;
}) {
  const stats = warmLeadStats(leads);
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
      {leads.length === 0 ? (
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
          <WarmLeadsTable leads={leads} onViewSession={onViewSession} />
        </>
      )}
    </>
  );
}
