import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsSummary, PathItem, SourceItem, TrendItem } from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { ANALYTICS_POLL_MS } from '../constants';

export type { AnalyticsSummary, PathItem, SourceItem, TrendItem };

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (name: 'summary' | 'trends' | 'paths' | 'sources') =>
    [...analyticsKeys.all, name] as const,
};

/** Every report is polled (SPEC section 9: every 30 s), each on its own. */
const report = <T>(name: 'summary' | 'trends' | 'paths' | 'sources') =>
  queryOptions({
    queryKey: analyticsKeys.report(name),
    queryFn: () => getJson<T>(`/api/admin/analytics/${name}`),
    refetchInterval: ANALYTICS_POLL_MS,
  });

export const analyticsSummaryQuery = report<AnalyticsSummary>('summary');
export const analyticsTrendsQuery = report<TrendItem[]>('trends');
export const analyticsPathsQuery = report<PathItem[]>('paths');
export const analyticsSourcesQuery = report<SourceItem[]>('sources');
