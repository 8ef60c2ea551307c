import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminGate } from '../../features/admin/shell/admin-gate';
import { AdminLayout } from '../../features/admin/shell/admin-layout';
import { ensureCurrentUser } from '../../features/admin/shell/ensure-admin-data';
import { NotFoundPage } from '../../features/site/layout/not-found-page';

export const Route = createFileRoute('/admin')({
  // Admin screens depend on who is signed in: the prerendered shell stops here and the browser renders the rest.
  ssr: false,
  beforeLoad: ({ context }) => ensureCurrentUser(context),
  pendingComponent: () => (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Loading...
    </p>
  ),
  head: () => ({ meta: [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }] }),
  component: AdminArea,
  // Here rather than the root's, so that an unknown /admin/* address starts from the admin shell
  // the server answers it with (ARCHITECTURE.md, "Prerendering").
  notFoundComponent: NotFoundPage,
});

function AdminArea() {
  // No screen at this address: the site's 404 page, as anywhere else.
  const notFound = Route.useMatch({ select: (match) => match._notFound === true });
  if (notFound) return <Outlet />;
  return (
    <AdminGate>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  );
}
