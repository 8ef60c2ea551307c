import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../../../lib/paging';
import { PeoplePage } from '../../../features/people/people-page';

export const Route = createFileRoute('/admin/people/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: parsePage(search.page),
  }),
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
