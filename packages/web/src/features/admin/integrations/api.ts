import { queryOptions } from '@tanstack/react-query';
import type {
  CreatedWebhookEndpoint,
  Json,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
  WebhookFormat,
  WebhookTestAnswer,
} from '@leadline/domain';
import { getJson, patchJson, postJson, request } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';

export type Endpoint = Json<WebhookEndpoint>;
export type CreatedEndpoint = Json<CreatedWebhookEndpoint>;
export type Delivery = Json<WebhookDelivery>;

export interface EndpointInput {
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  description: string | null;
}

const base = (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`;

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  deliveries: (id: string, page: number) => [...webhookKeys.all, id, 'deliveries', page] as const,
};

export const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.all,
    queryFn: () =>
      getJson<{ items: Endpoint[]; events: WebhookEvent[]; formats: WebhookFormat[] }>(
        '/api/admin/webhooks',
      ),
  });

export const deliveriesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: () =>
      getJson<{ items: Delivery[]; total: number }>(`${base(id)}/deliveries?${pageParams(page)}`),
    refetchInterval: 3000,
  });

export const createEndpoint = (input: EndpointInput) =>
  postJson<CreatedEndpoint>('/api/admin/webhooks', input);
export const updateEndpoint = (
  id: string,
  changes: Partial<EndpointInput> & { enabled?: boolean },
) => patchJson<Endpoint>(base(id), changes);
export const deleteEndpoint = (id: string) => request<undefined>('DELETE', base(id));
export const rotateSecret = (id: string) =>
  postJson<{ id: string; secret: string }>(`${base(id)}/rotate-secret`, {});
export const sendTestEvent = (id: string) => postJson<WebhookTestAnswer>(`${base(id)}/test`, {});
export const retryDelivery = (id: string, deliveryId: string) =>
  postJson<{ status: 'queued' }>(
    `${base(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    {},
  );
