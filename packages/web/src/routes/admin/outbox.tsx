import { DELIVERY_STATUSES, type DeliveryStatus } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { outboxQuery } from '../../features/admin/outbox/api';
import { OutboxPage } from '../../features/admin/outbox/outbox-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';
import { submissionSearch } from '../../features/admin/submissions/search';

export const Route = createFileRoute('/admin/outbox')({
  // ?status=failed&page=2
  validateSearch: submissionSearch<DeliveryStatus>(DELIVERY_STATUSES),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { status, page } }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(outboxQuery(status, page ?? 1))),
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
