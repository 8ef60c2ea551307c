import { createFileRoute } from '@tanstack/react-router';
import { hotLeadsQuery } from '../../features/admin/hot-leads/api';
import { HotLeadsPage } from '../../features/admin/hot-leads/hot-leads-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';
import { parseHotLeadSearch } from '../../features/admin/hot-leads/rules';

export const Route = createFileRoute('/admin/hot-leads')({
  validateSearch: parseHotLeadSearch,
  loaderDeps: ({ search: { filter, sort, page } }) => ({ filter, sort, page }),
  loader: ({ context, deps: { filter, sort, page } }) =>
    ensureAdminData(context, (client) =>
      client.ensureQueryData(hotLeadsQuery(filter ?? 'all', page ?? 1, sort)),
    ),
  head: () => ({ meta: [{ title: 'Hot Leads | Admin' }] }),
  component: HotLeadsScreen,
});

function HotLeadsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotLeadsPage {...search} onSearchChange={(next) => void navigate({ search: next })} />;
}
