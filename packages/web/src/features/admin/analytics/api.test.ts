import { describe, expect, it } from 'vitest';
import { ANALYTICS_POLL_MS } from '../constants';
import {
  analyticsPathsQuery,
  analyticsSourcesQuery,
  analyticsSummaryQuery,
  analyticsTrendsQuery,
} from './api';

describe('analytics queries', () => {
  it('are each polled every 30 seconds under the admin analytics key', () => {
    expect(ANALYTICS_POLL_MS).toBe(30_000);
    for (const [query, name] of [
      [analyticsSummaryQuery, 'summary'],
      [analyticsTrendsQuery, 'trends'],
      [analyticsPathsQuery, 'paths'],
      [analyticsSourcesQuery, 'sources'],
    ] as const) {
      expect(query.refetchInterval).toBe(ANALYTICS_POLL_MS);
      expect(query.queryKey).toEqual(['admin', 'analytics', name]);
    }
  });
});
