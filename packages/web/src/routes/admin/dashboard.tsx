import { createFileRoute } from '@tanstack/react-router';
import { dashboardStatsQuery, setupChecklistQuery } from '../../features/admin/dashboard/api';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context }) =>
    ensureAdminData(context, (client) => [
      client.ensureQueryData(dashboardStatsQuery),
      client.ensureQueryData(setupChecklistQuery),
    ]),
  head: () => ({ meta: [{ title: 'Dashboard | Admin' }] }),
  component: DashboardPage,
});
