import { createFileRoute } from '@tanstack/react-router';
import {
  analyticsPathsQuery,
  analyticsSourcesQuery,
  analyticsSummaryQuery,
  analyticsTrendsQuery,
} from '../../features/admin/analytics/api';
import { AnalyticsPage } from '../../features/admin/analytics/analytics-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/analytics')({
  loader: ({ context }) =>
    ensureAdminData(context, (client) => [
      client.ensureQueryData(analyticsSummaryQuery),
      client.ensureQueryData(analyticsTrendsQuery),
      client.ensureQueryData(analyticsPathsQuery),
      client.ensureQueryData(analyticsSourcesQuery),
    ]),
  head: () => ({ meta: [{ title: 'Analytics | Admin' }] }),
  component: AnalyticsPage,
});
