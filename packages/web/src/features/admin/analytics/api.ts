import { queryOptions } from '@tanstack/react-query';
import type {
  AnalyticsSummary,
  CampaignItem,
  PathItem,
  ReferrerItem,
  ReportRange,
  RevenueItem,
  SourceItem,
  TrendItem,
} from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { ANALYTICS_POLL_MS } from '../constants';

export type {
  AnalyticsSummary,
  CampaignItem,
  PathItem,
  ReferrerItem,
  ReportRange,
  RevenueItem,
  SourceItem,
  TrendItem,
};

type ReportName =
  'summary' | 'trends' | 'paths' | 'sources' | 'campaigns' | 'referrers' | 'revenue';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (name: ReportName, range: ReportRange) =>
    [...analyticsKeys.all, name, range.from, range.to] as const,
};

/** Every report is polled (SPEC section 9: every 30 s), each on its own, for the range's days. */
const report =
  <T>(name: ReportName) =>
  (range: ReportRange) =>
    queryOptions({
      queryKey: analyticsKeys.report(name, range),
      queryFn: () => getJson<T>(`/api/admin/analytics/${name}?from=${range.from}&to=${range.to}`),
      refetchInterval: ANALYTICS_POLL_MS,
    });

export const analyticsSummaryQuery = report<AnalyticsSummary>('summary');
export const analyticsTrendsQuery = report<TrendItem[]>('trends');
export const analyticsPathsQuery = report<PathItem[]>('paths');
export const analyticsSourcesQuery = report<SourceItem[]>('sources');
export const analyticsCampaignsQuery = report<CampaignItem[]>('campaigns');
export const analyticsReferrersQuery = report<ReferrerItem[]>('referrers');
export const analyticsRevenueQuery = report<RevenueItem[]>('revenue');
