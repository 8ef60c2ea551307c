import { queryOptions } from '@tanstack/react-query';
import type { DeliveryStatus, Json, OutboxMessageDetail, OutboxPage } from '@leadline/domain';
import { getJson, postJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';

/** GET /api/admin/outbox: every message queued, newest first, with its delivery state. */
export type OutboxList = Json<OutboxPage>;
export type OutboxItem = OutboxList['items'][number];
export type OutboxDetail = Json<OutboxMessageDetail>;

export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  page: (status: DeliveryStatus | undefined, page: number) =>
    [...outboxKeys.all, status ?? 'all', page] as const,
  message: (id: string) => [...outboxKeys.all, 'message', id] as const,
};

export const outboxQuery = (status: DeliveryStatus | undefined, page: number) =>
  queryOptions({
    queryKey: outboxKeys.page(status, page),
    queryFn: () => {
      const params = pageParams(page);
      if (status) params.set('status', status);
      return getJson<OutboxList>(`/api/admin/outbox?${params}`);
    },
    // Messages change state by themselves (sent, retried): the list follows without a reload.
    refetchInterval: 5000,
  });

export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: outboxKeys.message(id),
    queryFn: () => getJson<OutboxDetail>(`/api/admin/outbox/${encodeURIComponent(id)}`),
  });

export const retryMessage = (id: string) =>
  postJson<{ status: 'queued' }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, {});
