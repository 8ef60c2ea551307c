import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../lib/paging';
import { warmLeadsQuery } from '../../features/admin/warm-leads/api';
import {
  WarmLeadsPage,
  type WarmLeadSearch,
} from '../../features/admin/warm-leads/warm-leads-page';
import { parseSort } from '../../features/admin/fit/sort';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/warm-leads')({
  validateSearch: (search: Record<string, unknown>): WarmLeadSearch => ({
    sort: parseSort(search.sort),
    page: parsePage(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { page, sort } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(warmLeadsQuery(page ?? 1, sort))),
  head: () => ({ meta: [{ title: 'Warm Leads | Admin' }] }),
  component: WarmLeadsScreen,
});

function WarmLeadsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WarmLeadsPage {...search} onSearchChange={(next) => void navigate({ search: next })} />;
}
