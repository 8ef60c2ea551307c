import { createFileRoute } from '@tanstack/react-router';
import { personQuery } from '../../../features/admin/people/api';
import { PersonPage } from '../../../features/admin/people/person-page';
import { ensureAdminData } from '../../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/people/$personId')({
  loader: ({ context, params: { personId } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(personQuery(personId))),
  head: () => ({ meta: [{ title: 'Person | Admin' }] }),
  component: PersonScreen,
});

function PersonScreen() {
  const { personId } = Route.useParams();
  // Keyed, so moving from one person to another starts afresh (dialogs, the note being written).
  return <PersonPage key={personId} personId={personId} />;
}
