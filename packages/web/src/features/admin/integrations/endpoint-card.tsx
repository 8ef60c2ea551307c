import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookRequestPreview } from '@leadline/domain';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDay, formatTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { DeliveryStatusBadge } from '../outbox/status-badge';
import { toast } from '../../../components/toasts/toast-store';
import {
  deleteEndpoint,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  webhookKeys,
  type Endpoint,
} from './api';
import { FORMAT_HELP } from './formats';
import { TestEventDialog } from './test-dialog';

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof HttpError ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

interface Props {
  endpoint: Endpoint;
  onEdit: () => void;
  onLog: () => void;
  onSecret: (secret: string) => void;
}

/** One endpoint: where it goes, what it receives, its last delivery, and what can be done to it. */
export function EndpointCard({ endpoint, onEdit, onLog, onSecret }: Props) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sent, setSent] = useState<WebhookRequestPreview | null>(null);
  const test = useMutation({
    mutationFn: () => sendTestEvent(endpoint.id),
    onSuccess: ({ request }) => {
      setSent(request);
      void refresh();
    },
    onError: failed('Could not send a test event'),
  });
  const toggle = useMutation({
    mutationFn: () => updateEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: (updated) => {
      toast({ title: updated.enabled ? 'Endpoint enabled' : 'Endpoint paused' });
      void refresh();
    },
    onError: failed('Could not change the endpoint'),
  });
  const rotate = useMutation({
    mutationFn: () => rotateSecret(endpoint.id),
    onSuccess: ({ secret }) => onSecret(secret),
    onError: failed('Could not rotate the secret'),
  });
  const remove = useMutation({
    mutationFn: () => deleteEndpoint(endpoint.id),
    onSuccess: () => {
      setConfirmDelete(false);
      toast({ title: 'Endpoint deleted' });
      void refresh();
    },
    onError: failed('Could not delete the endpoint'),
  });
  const last = endpoint.lastDelivery;
  return (
    <li className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm font-semibold break-all">{endpoint.url}</p>
          {endpoint.description && (
            <p className="text-sm text-muted-foreground">{endpoint.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge className="bg-muted text-foreground">{FORMAT_HELP[endpoint.format].label}</Badge>
          <Badge className={endpoint.enabled ? '' : 'bg-muted text-muted-foreground'}>
            {endpoint.enabled ? 'Active' : 'Paused'}
          </Badge>
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1" aria-label="Events">
        {endpoint.events.map((name) => (
          <li key={name}>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{name}</code>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {last ? (
          <>
            Last delivery: <code className="font-mono">{last.eventType}</code>{' '}
            <DeliveryStatusBadge status={last.status} /> {formatDay(last.createdAt)}{' '}
            {formatTime(last.createdAt)}
          </>
        ) : (
          'Nothing delivered yet'
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? 'Sending...' : 'Send test event'}
        </Button>
        <Button size="sm" variant="outline" onClick={onLog}>
          Delivery log
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {endpoint.enabled ? 'Pause' : 'Enable'}
        </Button>
        {endpoint.format === 'standard' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => rotate.mutate()}
            disabled={rotate.isPending}
          >
            Rotate secret
          </Button>
        )}
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      <TestEventDialog request={sent} onClose={() => setSent(null)} />
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this endpoint?"
        description={`${endpoint.url} will receive nothing more, and its delivery log is deleted with it.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete endpoint'}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
