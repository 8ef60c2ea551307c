import { ClockIcon, FlameIcon, MailCheckIcon, UsersIcon } from 'lucide-react';
import { formatMinutesSeconds } from '../../../lib/format';
import type { AnalyticsSummary } from './api';
import { formatRate, hotLeadRate } from './metrics';
import { StatCard } from './stat-card';

export function SummaryCards({ summary }: { summary: AnalyticsSummary }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Headline numbers">
      <li>
        <StatCard
          title="Total Visitors"
          value={summary.totalSessions}
          hint="Tracked sessions"
          Icon={UsersIcon}
        />
      </li>
      <li>
        <StatCard
          title="Hot Leads"
          value={summary.hotLeads}
          hint={`${formatRate(hotLeadRate(summary))} conversion rate`}
          Icon={FlameIcon}
        />
      </li>
      <li>
        <StatCard
          title="Email Capture"
          value={formatRate(summary.emailCaptureRate)}
          hint="Of hot leads contacted"
          Icon={MailCheckIcon}
        />
      </li>
      <li>
        <StatCard
          title="Avg. Time to Convert"
          value={formatMinutesSeconds(summary.avgTimeToHotLead)}
          hint="Time on site before hot lead"
          Icon={ClockIcon}
        />
      </li>
    </ul>
  );
}
