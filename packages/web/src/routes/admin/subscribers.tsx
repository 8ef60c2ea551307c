import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { subscribersQuery } from '../../features/admin/subscribers/api';
import { SubscribersPage } from '../../features/admin/subscribers/subscribers-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';
import { submissionSearch } from '../../features/admin/submissions/search';

export const Route = createFileRoute('/admin/subscribers')({
  validateSearch: submissionSearch<SubscriberStatus>(SUBSCRIBER_STATUSES),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { status, page } }) =>
    ensureAdminData(context, (client) =>
      client.ensureQueryData(subscribersQuery(status, page ?? 1)),
    ),
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
