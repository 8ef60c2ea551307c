import { useQuery } from '@tanstack/react-query';
import { cn } from '../../../lib/cn';
import { ANALYTICS_POLL_MS } from '../constants';
import {
  analyticsCampaignsQuery,
  analyticsPathsQuery,
  analyticsReferrersQuery,
  analyticsRevenueQuery,
  analyticsSourcesQuery,
  analyticsSummaryQuery,
  analyticsTrendsQuery,
} from './api';
import { Campaigns, Referrers } from './campaigns-referrers';
import { ConversionPaths } from './conversion-paths';
import { EngagementFunnel } from './engagement-funnel';
import { LeadTrends } from './lead-trends';
import { BAND_PALETTE } from './palette';
import { presetOf, rangeOf, trendRangeOf, type AnalyticsSearch } from './range';
import { RangePicker } from './range-picker';
import { ReportBody, ReportSection } from './report-section';
import { RevenueTable } from './revenue-table';
import { SummaryCards } from './summary-cards';
import { SystemInsights } from './system-insights';
import { TrafficSources } from './traffic-sources';

interface Props {
  search?: AnalyticsSearch;
  /** Puts another range in the URL. */
  onSearchChange?: (search: AnalyticsSearch) => void;
}

export function AnalyticsPage({ search = {}, onSearchChange = () => undefined }: Props) {
  const range = rangeOf(search);
  const summary = useQuery(analyticsSummaryQuery(range));
  const trends = useQuery(analyticsTrendsQuery(trendRangeOf(range)));
  const paths = useQuery(analyticsPathsQuery(range));
  const sources = useQuery(analyticsSourcesQuery(range));
  const campaigns = useQuery(analyticsCampaignsQuery(range));
  const referrers = useQuery(analyticsReferrersQuery(range));
  const revenue = useQuery(analyticsRevenueQuery(range));
  return (
    <div className={cn('space-y-8', BAND_PALETTE)}>
      <header className="space-y-4">
        <div>
          <h1 className="text-3xl font-bold">Analytics Dashboard</h1>
          <p className="text-muted-foreground">
            Visitor engagement and lead generation, refreshed every {ANALYTICS_POLL_MS / 1000}{' '}
            seconds
          </p>
        </div>
        {/* Anew for each URL: Back to a preset closes the custom dates. */}
        <RangePicker
          key={`${range.from}|${range.to}|${presetOf(search)}`}
          search={search}
          range={range}
          onChange={onSearchChange}
        />
      </header>
      <ReportBody query={summary}>{(data) => <SummaryCards summary={data} />}</ReportBody>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection
          title="Engagement Score Funnel"
          description="Share of all sessions in each score band"
          query={summary}
        >
          {(data) => <EngagementFunnel summary={data} />}
        </ReportSection>
        <ReportSection title="System Insights" query={summary}>
          {(data) => <SystemInsights summary={data} />}
        </ReportSection>
      </div>
      <ReportSection
        title="7-Day Lead Trends"
        description="Sessions started each day, by score band: the range's last 7 days"
        query={trends}
      >
        {(data) => <LeadTrends trends={data} />}
      </ReportSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection
          title="Top Conversion Paths"
          description="Landing pages of sessions scoring 25 or more"
          query={paths}
        >
          {(data) => <ConversionPaths paths={data} />}
        </ReportSection>
        <ReportSection title="Traffic Sources" query={sources}>
          {(data) => <TrafficSources sources={data} />}
        </ReportSection>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSection
          title="Campaigns"
          description="Visits tagged with utm_campaign"
          query={campaigns}
        >
          {(data) => <Campaigns campaigns={data} />}
        </ReportSection>
        <ReportSection
          title="Referrers"
          description="Visits from other sites, by domain"
          query={referrers}
        >
          {(data) => <Referrers referrers={data} />}
        </ReportSection>
      </div>
      <ReportSection
        title="Where clients come from"
        description="By the first visit that brought each person: visits, new leads, calls booked and deals won in these days"
        query={revenue}
      >
        {(data) => <RevenueTable rows={data} />}
      </ReportSection>
    </div>
  );
}
