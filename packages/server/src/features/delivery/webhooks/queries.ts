/** Webhook endpoints as the admin sees them: never with their secret, except once when it is made. */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { isUuid, onlyRow } from '../../../db/rows';
import { newestFirstPage } from '../../../lists/pages';
import type { Paging } from '../../../lists/paging';
import type { CreateEndpointInput } from './schema';

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'events',
  'format',
  'description',
  'enabled',
  'created_at as createdAt',
  'updated_at as updatedAt',
];

/** Each endpoint with its latest delivery's state, oldest endpoint first. */
export async function listEndpoints(knex: Knex) {
  return knex('webhook_endpoints as w')
    .select(ENDPOINT_COLUMNS.map((column) => `w.${column}`))
    .select(
      knex.raw(`(select json_build_object('status', d.status, 'eventType', d.event_type,
        'createdAt', d.created_at, 'responseStatus', d.response_status)
        from webhook_deliveries d where d.endpoint_id = w.id
        order by d.created_at desc, d.id desc limit 1) as "lastDelivery"`),
    )
    .orderBy([
      { column: 'w.created_at', order: 'asc' },
      { column: 'w.id', order: 'asc' },
    ]);
}

const DELIVERY_COLUMNS = [
  'id',
  'event_type as eventType',
  'status',
  'attempts',
  'response_status as responseStatus',
  'duration_ms as durationMs',
  'last_error as lastError',
  'run_at as nextAttemptAt',
  'created_at as createdAt',
  'delivered_at as deliveredAt',
  'payload',
];

/** Whether there is an endpoint with this id. */
export async function endpointExists(knex: Knex, id: string): Promise<boolean> {
  return isUuid(id) && (await knex('webhook_endpoints').where({ id }).first('id')) !== undefined;
}

/** A new endpoint, with its secret. */
export async function createEndpoint(
  knex: Knex,
  { url, events, format, description, enabled }: CreateEndpointInput,
) {
  const secret = newSecret();
  const created = onlyRow(
    await knex('webhook_endpoints')
      .insert({
        url,
        events,
        format: format ?? 'standard',
        description: description || null,
        enabled: enabled ?? true,
        secret,
      })
      .returning(ENDPOINT_COLUMNS),
  );
  return { ...created, secret };
}

/** The endpoint after `changes` (some of url, events, format, description, enabled). */
export async function updateEndpoint(knex: Knex, id: string, changes: Record<string, unknown>) {
  return onlyRow(
    await knex('webhook_endpoints')
      .where({ id })
      .update({ ...changes, updated_at: knex.fn.now() })
      .returning(ENDPOINT_COLUMNS),
  );
}

export async function deleteEndpoint(knex: Knex, id: string): Promise<void> {
  await knex('webhook_endpoints').where({ id }).delete();
}

/** Gives the endpoint a new secret, and answers it. */
export async function rotateSecret(knex: Knex, id: string): Promise<string> {
  const secret = newSecret();
  await knex('webhook_endpoints').where({ id }).update({ secret, updated_at: knex.fn.now() });
  return secret;
}

/** One page of the endpoint's delivery log, newest first, with its total. */
export const deliveriesPage = (knex: Knex, endpointId: string, paging: Paging) =>
  newestFirstPage(
    () => knex('webhook_deliveries').where({ endpoint_id: endpointId }),
    DELIVERY_COLUMNS,
    paging,
  );

/** Whether the endpoint has a delivery with this id. */
export async function deliveryExists(
  knex: Knex,
  endpointId: string,
  deliveryId: string,
): Promise<boolean> {
  return (
    isUuid(deliveryId) &&
    (await knex('webhook_deliveries')
      .where({ id: deliveryId, endpoint_id: endpointId })
      .first('id')) !== undefined
  );
}
