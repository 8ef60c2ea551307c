import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../lib/paging';
import { warmLeadsQuery } from '../../features/admin/warm-leads/api';
import { WarmLeadsPage } from '../../features/admin/warm-leads/warm-leads-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/warm-leads')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: parsePage(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { page } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(warmLeadsQuery(page ?? 1))),
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
