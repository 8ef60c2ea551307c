import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Dashboard | Admin' }] }),
  component: DashboardPage,
});
