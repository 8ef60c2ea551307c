import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate } from '../../features/admin/admin-gate';
import { AdminLayout } from '../../features/admin/admin-layout';
import { QueryProvider } from '../../lib/query-provider';

export const Route = createFileRoute('/admin')({
  // Admin screens depend on who is signed in: the prerendered shell stops here and the browser renders the rest.
  ssr: false,
  pendingComponent: () => (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Loading...
    </p>
  ),
  head: () => ({ meta: [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <QueryProvider>
      <AdminGate>
        <AdminLayout>
          <Outlet />
        </AdminLayout>
      </AdminGate>
    </QueryProvider>
  ),
});
