import { useQuery } from '@tanstack/react-query';
import { cn } from '../../../lib/cn';
import { ANALYTICS_POLL_MS } from '../constants';
import {
  analyticsPathsQuery,
  analyticsSourcesQuery,
  analyticsSummaryQuery,
  analyticsTrendsQuery,
} from './api';
import { ConversionPaths } from './conversion-paths';
import { EngagementFunnel } from './engagement-funnel';
import { LeadTrends } from './lead-trends';
import { BAND_PALETTE } from './palette';
import { ReportBody, ReportSection } from './report-section';
import { SummaryCards } from './summary-cards';
import { SystemInsights } from './system-insights';
import { TrafficSources } from './traffic-sources';

export function AnalyticsPage() {
  const summary = useQuery(analyticsSummaryQuery);
  const trends = useQuery(analyticsTrendsQuery);
  const paths = useQuery(analyticsPathsQuery);
  const sources = useQuery(analyticsSourcesQuery);
  return (
    <div className={cn('space-y-8', BAND_PALETTE)}>
      <header>
        <h1 className="text-3xl font-bold">Analytics Dashboard</h1>
        <p className="text-muted-foreground">
          Visitor engagement and lead generation, refreshed every {ANALYTICS_POLL_MS / 1000} seconds
        </p>
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
        description="Sessions started each day, by score band"
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
    </div>
  );
}
