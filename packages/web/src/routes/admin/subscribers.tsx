import { SUBSCRIBER_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage } from '../../features/subscribers/subscribers-page';
import { submissionSearch } from '../../features/submissions/search';

export const Route = createFileRoute('/admin/subscribers')({
  validateSearch: submissionSearch(SUBSCRIBER_STATUSES),
  head: () => ({ meta: [{ title: 'Subscribers | Admin' }] }),
  component: SubscribersScreen,
});

function SubscribersScreen() {
  const { status, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubscribersPage
      status={status}
      page={page}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
