import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../../features/integrations/integrations-page';

export const Route = createFileRoute('/admin/integrations')({
  head: () => ({ meta: [{ title: 'Integrations | Admin' }] }),
  component: IntegrationsPage,
});
