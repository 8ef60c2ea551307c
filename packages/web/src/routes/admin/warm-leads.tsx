import { createFileRoute } from '@tanstack/react-router';
import { WarmLeadsPage } from '../../features/warm-leads/warm-leads-page';

export const Route = createFileRoute('/admin/warm-leads')({
  head: () => ({ meta: [{ title: 'Warm Leads | Admin' }] }),
  component: WarmLeadsPage,
});
