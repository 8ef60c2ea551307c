import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../../lib/paging';
import { peopleQuery } from '../../../features/admin/people/api';
import { PeoplePage } from '../../../features/admin/people/people-page';
import { ensureAdminData } from '../../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/people/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: parsePage(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { page } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(peopleQuery(page ?? 1))),
  head: () => ({ meta: [{ title: 'People | Admin' }] }),
  component: PeopleScreen,
});

function PeopleScreen() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PeoplePage page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />
  );
}
