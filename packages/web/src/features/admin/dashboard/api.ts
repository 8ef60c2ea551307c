import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats, SetupChecklist } from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { settingsKeys } from '../settings/api';

export type { DashboardStats, SetupChecklist };

/** Under the admin key: lead and contact updates invalidate ['admin', 'dashboard'] to refetch it. */
export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardStatsQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: () => getJson<DashboardStats>('/api/admin/dashboard'),
});

/** Under the settings key: saving a setting (the availability) asks the checklist again. */
export const setupChecklistQuery = queryOptions({
  queryKey: [...settingsKeys.all, 'setup'] as const,
  queryFn: () => getJson<SetupChecklist>('/api/admin/setup'),
});

/** The share of calculator leads contacted, as a whole percentage; 0 with no leads. */
export function conversionRate(
  stats: Pick<DashboardStats, 'totalLeads' | 'contactedLeads'>,
): number {
  return stats.totalLeads === 0 ? 0 : Math.round((stats.contactedLeads / stats.totalLeads) * 100);
}
