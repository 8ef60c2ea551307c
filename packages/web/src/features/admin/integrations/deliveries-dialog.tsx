import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { RecordDialog, type RecordDialogOpener } from '../../../components/ui/record-dialog';
import { formatDay, formatTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { DeliveryStatusBadge } from '../outbox/status-badge';
import { toast } from '../../../components/toasts/toast-store';
import { deliveriesQuery, retryDelivery, webhookKeys, type Delivery, type Endpoint } from './api';

/** An endpoint's delivery log, newest first, with Retry for a failed delivery. */
export function DeliveriesDialog(props: RecordDialogOpener<Endpoint>) {
  return (
    <RecordDialog
      {...props}
      title="Delivery log"
      description={({ url }) => url}
      className="max-w-2xl"
    >
      {(shown) => <DeliveryLog endpoint={shown} />}
    </RecordDialog>
  );
}

function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    ...deliveriesQuery(endpoint.id, page),
    placeholderData: keepPreviousData,
  });
  if (isPending) return <p role="status">Loading deliveries...</p>;
  if (isError) return <p role="alert">Unable to load the deliveries.</p>;
  if (data.total === 0) return <p className="text-muted-foreground">Nothing delivered yet.</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label="Deliveries">
        {data.items.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            endpointId={endpoint.id}
            signed={endpoint.format === 'standard'}
            delivery={delivery}
          />
        ))}
      </ul>
      <Pagination page={page} total={data.total} onPage={setPage} />
    </div>
  );
}

function DeliveryRow({
  endpointId,
  signed,
  delivery,
}: {
  endpointId: string;
  /** A standard endpoint's request carries the delivery's id as webhook-id; a chat's does not. */
  signed: boolean;
  delivery: Delivery;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDelivery(endpointId, delivery.id),
    onSuccess: () => {
      toast({ title: 'Queued again', description: 'The delivery will be tried within seconds.' });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Could not retry',
        description: error instanceof HttpError ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <li className="rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="font-mono">{delivery.eventType}</code>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <p className="mt-1 text-muted-foreground">
        {formatDay(delivery.createdAt)} {formatTime(delivery.createdAt)} · {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        {delivery.responseStatus !== null ? ` · HTTP ${delivery.responseStatus}` : ''}
        {delivery.durationMs !== null ? ` · ${delivery.durationMs} ms` : ''}
      </p>
      {delivery.lastError && (
        <p className="mt-1 break-words text-destructive">{delivery.lastError}</p>
      )}
      <p className="mt-1 font-mono text-xs break-all text-muted-foreground">
        {signed ? 'webhook-id' : 'delivery'} {delivery.id}
      </p>
      {(delivery.status === 'failed' || delivery.status === 'retrying') && (
        <Button
          size="sm"
          className="mt-2"
          onClick={() => retry.mutate()}
          disabled={retry.isPending}
        >
          {retry.isPending ? 'Retrying...' : 'Retry now'}
        </Button>
      )}
    </li>
  );
}
