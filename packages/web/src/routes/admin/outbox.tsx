import { DELIVERY_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/outbox/outbox-page';
import { submissionSearch } from '../../features/submissions/search';

export const Route = createFileRoute('/admin/outbox')({
  // ?status=failed&page=2
  validateSearch: submissionSearch(DELIVERY_STATUSES),
  head: () => ({ meta: [{ title: 'Outbox | Admin' }] }),
  component: OutboxScreen,
});

function OutboxScreen() {
  const { status, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OutboxPage
      status={status}
      page={page}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
