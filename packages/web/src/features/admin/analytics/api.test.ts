import { describe, expect, it } from 'vitest';
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

describe('analytics queries', () => {
  it('are each polled every 30 seconds under the admin analytics key and their range', () => {
    expect(ANALYTICS_POLL_MS).toBe(30_000);
    const range = { from: '2026-01-01', to: '2026-01-30' };
    for (const [query, name] of [
      [analyticsSummaryQuery, 'summary'],
      [analyticsTrendsQuery, 'trends'],
      [analyticsPathsQuery, 'paths'],
      [analyticsSourcesQuery, 'sources'],
      [analyticsCampaignsQuery, 'campaigns'],
      [analyticsReferrersQuery, 'referrers'],
      [analyticsRevenueQuery, 'revenue'],
    ] as const) {
      const options = query(range);
      expect(options.refetchInterval).toBe(ANALYTICS_POLL_MS);
      expect(options.queryKey).toEqual(['admin', 'analytics', name, '2026-01-01', '2026-01-30']);
    }
  });
});
