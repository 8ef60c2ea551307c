import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/http';
import { ANALYTICS_POLL_MS } from '../admin/constants';

/** GET /api/admin/analytics/summary: sessions by band, e-mail capture and time to hot. */
export interface AnalyticsSummary {
  totalSessions: number;
  hotLeads: number;
  warmLeads: number;
  engagedLeads: number;
  coldLeads: number;
  /** Percentage (one decimal) of hot leads whose e-mail address is known. */
  emailCaptureRate: number;
  /** Mean seconds from a hot lead's session start to the moment it became hot. */
  avgTimeToHotLead: number;
}

/** Sessions started on one day ("YYYY-MM-DD"), by band. */
export interface TrendItem {
  date: string;
  hotLeads: number;
  warmLeads: number;
  engagedLeads: number;
}

export interface PathItem {
  path: string;
  avgScore: number;
  count: number;
}

export interface SourceItem {
  source: string;
  sessions: number;
  hotLeads: number;
  /** Percentage (one decimal) of the source's sessions that are hot. */
  conversionRate: number;
}

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
