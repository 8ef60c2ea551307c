import { createFileRoute } from '@tanstack/react-router';
import { endpointsQuery } from '../../features/admin/integrations/api';
import { IntegrationsPage } from '../../features/admin/integrations/integrations-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/integrations')({
  loader: ({ context }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(endpointsQuery())),
  head: () => ({ meta: [{ title: 'Integrations | Admin' }] }),
  component: IntegrationsPage,
});
