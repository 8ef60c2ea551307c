import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../lib/paging';
import { WarmLeadsPage } from '../../features/warm-leads/warm-leads-page';

export const Route = createFileRoute('/admin/warm-leads')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: parsePage(search.page),
  }),
  head: () => ({ meta: [{ title: 'Warm Leads | Admin' }] }),
  component: WarmLeadsScreen,
});

function WarmLeadsScreen() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WarmLeadsPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />
  );
}
