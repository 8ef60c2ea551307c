import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@leadline/domain';
import { getJson } from '../../../lib/http';

export type { DashboardStats };

/** Under the admin key: lead and contact updates invalidate ['admin', 'dashboard'] to refetch it. */
export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardStatsQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: () => getJson<DashboardStats>('/api/admin/dashboard'),
});

/** The share of calculator leads contacted, as a whole percentage; 0 with no leads. */
export function conversionRate(
  stats: Pick<DashboardStats, 'totalLeads' | 'contactedLeads'>,
): number {
  return stats.totalLeads === 0 ? 0 : Math.round((stats.contactedLeads / stats.totalLeads) * 100);
}
