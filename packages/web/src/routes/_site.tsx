import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../features/site/layout/site-layout';

export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
