import { createFileRoute } from '@tanstack/react-router';
import {
  analyticsCampaignsQuery,
  analyticsPathsQuery,
  analyticsReferrersQuery,
  analyticsRevenueQuery,
  analyticsSourcesQuery,
  analyticsSummaryQuery,
  analyticsTrendsQuery,
} from '../../features/admin/analytics/api';
import { AnalyticsPage } from '../../features/admin/analytics/analytics-page';
import {
  parseAnalyticsSearch,
  rangeOf,
  trendRangeOf,
  type AnalyticsSearch,
} from '../../features/admin/analytics/range';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch =>
    parseAnalyticsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const range = rangeOf(deps);
    return ensureAdminData(context, (client) => [
      client.ensureQueryData(analyticsSummaryQuery(range)),
      client.ensureQueryData(analyticsTrendsQuery(trendRangeOf(range))),
      client.ensureQueryData(analyticsPathsQuery(range)),
      client.ensureQueryData(analyticsSourcesQuery(range)),
      client.ensureQueryData(analyticsCampaignsQuery(range)),
      client.ensureQueryData(analyticsReferrersQuery(range)),
      client.ensureQueryData(analyticsRevenueQuery(range)),
    ]);
  },
  head: () => ({ meta: [{ title: 'Analytics | Admin' }] }),
  component: AnalyticsScreen,
});

function AnalyticsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AnalyticsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
