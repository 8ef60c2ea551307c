import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate } from '../../features/admin/admin-gate';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <AdminGate>
      <Outlet />
    </AdminGate>
  ),
});
