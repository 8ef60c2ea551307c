import { createFileRoute } from '@tanstack/react-router';
import { HotLeadsPage } from '../../features/hot-leads/hot-leads-page';
import { parseHotLeadSearch } from '../../features/hot-leads/rules';

export const Route = createFileRoute('/admin/hot-leads')({
  validateSearch: parseHotLeadSearch,
  head: () => ({ meta: [{ title: 'Hot Leads | Admin' }] }),
  component: HotLeadsScreen,
});

function HotLeadsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotLeadsPage {...search} onSearchChange={(next) => void navigate({ search: next })} />;
}
