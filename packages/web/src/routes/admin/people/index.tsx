import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../../lib/paging';
import { peopleQuery } from '../../../features/admin/people/api';
import { PeoplePage, type PeopleSearch } from '../../../features/admin/people/people-page';
import { parseSort } from '../../../features/admin/fit/sort';
import { ensureAdminData } from '../../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/people/')({
  validateSearch: (search: Record<string, unknown>): PeopleSearch => ({
    sort: parseSort(search.sort),
    page: parsePage(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { page, sort } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(peopleQuery(page ?? 1, sort))),
  head: () => ({ meta: [{ title: 'People | Admin' }] }),
  component: PeopleScreen,
});

function PeopleScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PeoplePage {...search} onSearchChange={(next) => void navigate({ search: next })} />;
}
