import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, type DeliveryStatus } from '@leadline/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PastLastPage, Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { formatDay, formatTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { toast } from '../../../components/toasts/toast-store';
import { outboxKeys, outboxQuery, retryMessage, type OutboxItem, type OutboxList } from './api';
import { MessageDialog } from './message-dialog';
import { DeliveryStatusBadge } from './status-badge';

interface Props {
  status?: DeliveryStatus;
  page?: number;
  onSearchChange: (search: { status?: DeliveryStatus; page?: number }) => void;
}

type Filter = DeliveryStatus | 'all';

/** /admin/outbox: every message Leadline queued, and what became of it. */
export function OutboxPage({ status, page = 1, onSearchChange }: Props) {
  const { data, isPending, isError } = useQuery({
    ...outboxQuery(status, page),
    placeholderData: keepPreviousData,
  });
  const [opened, setOpened] = useState<string | null>(null);
  const options = [
    { value: 'all' as Filter, label: `All (${sum(data?.counts)})` },
    ...DELIVERY_STATUSES.map((value) => ({
      value: value as Filter,
      label: `${DELIVERY_STATUS_LABELS[value]} (${data?.counts[value] ?? 0})`,
    })),
  ];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Outbox</h1>
          <p className="text-muted-foreground">
            Every e-mail Leadline sends to visitors and to you, and what became of it
          </p>
        </div>
        <Select<Filter>
          label="Filter by status"
          value={status ?? 'all'}
          options={options}
          onChange={(next) => onSearchChange({ status: next === 'all' ? undefined : next })}
        />
      </header>
      {isPending ? (
        <Loading>Loading messages...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load the outbox" />
      ) : (
        <OutboxContent
          list={data}
          page={page}
          onPage={(next) => onSearchChange({ status, page: next > 1 ? next : undefined })}
          onOpen={setOpened}
        />
      )}
      <MessageDialog record={opened} onClose={() => setOpened(null)} />
    </div>
  );
}

const sum = (counts: Partial<Record<DeliveryStatus, number>> | undefined) =>
  Object.values(counts ?? {}).reduce((total, n) => total + (n ?? 0), 0);

function OutboxContent({
  list,
  page,
  onPage,
  onOpen,
}: {
  list: OutboxList;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  if (list.total === 0) {
    return (
      <Card className="py-12 text-center">
        <h2 className="text-xl font-semibold">No messages yet</h2>
        <p className="mt-2 text-muted-foreground">
          Estimates, checklists, confirmations and your alerts will appear here as they are sent.
        </p>
      </Card>
    );
  }
  return (
    <>
      {list.items.length === 0 ? (
        <PastLastPage onFirstPage={() => onPage(1)} />
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {list.items.map((message) => (
            <MessageRow key={message.id} message={message} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <Pagination page={page} total={list.total} onPage={onPage} />
    </>
  );
}

function MessageRow({ message, onOpen }: { message: OutboxItem; onOpen: (id: string) => void }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryMessage(message.id),
    onSuccess: () => {
      toast({ title: 'Queued again', description: 'The message will be sent within seconds.' });
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Could not retry',
        description: error instanceof HttpError ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  const canRetry = message.status === 'failed' || message.status === 'retrying';
  return (
    <li className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">
            {message.kindLabel} · {message.audience === 'owner' ? 'to you' : 'to the visitor'}
          </p>
          <p className="mt-1 font-semibold break-words">{message.subject ?? 'Not written yet'}</p>
          <p className="text-sm break-all">{message.to ?? 'Your address'}</p>
        </div>
        <DeliveryStatusBadge status={message.status} />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Queued {formatDay(message.createdAt)} {formatTime(message.createdAt)} · {message.attempts}{' '}
        {message.attempts === 1 ? 'attempt' : 'attempts'}
        {message.statusReason && message.status !== 'sent' ? ` · ${message.statusReason}` : ''}
      </p>
      {message.lastError && (
        <p className="mt-1 text-sm break-words text-destructive">Last error: {message.lastError}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onOpen(message.id)}>
          View message
        </Button>
        {canRetry && (
          <Button size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
            {retry.isPending ? 'Retrying...' : 'Retry now'}
          </Button>
        )}
      </div>
    </li>
  );
}
