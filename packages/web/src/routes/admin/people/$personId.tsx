import { createFileRoute } from '@tanstack/react-router';
import { PersonPage } from '../../../features/people/person-page';

export const Route = createFileRoute('/admin/people/$personId')({
  head: () => ({ meta: [{ title: 'Person | Admin' }] }),
  component: PersonScreen,
});

function PersonScreen() {
  const { personId } = Route.useParams();
  // Keyed, so moving from one person to another starts afresh (dialogs, the note being written).
  return <PersonPage key={personId} personId={personId} />;
}
