/**
 * The events an endpoint can subscribe to, and the deliveries that carry them: every one is queued by
 * one SQL builder, from TypeScript (a write's own transaction, a test event) and from the ingestion
 * statement (a new hot lead) alike, so the envelope is written in one place.
 */
import type { Knex } from 'knex';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookEnvelope,
  type WebhookEvent,
  type WebhookFormat,
} from '@leadline/domain';

export { WEBHOOK_EVENTS, type WebhookEvent };

/** Sent by "Send a test event" only; no endpoint subscribes to it. */
export const TEST_EVENT = WEBHOOK_TEST_EVENT;

/** SQL of each part of an envelope: the compiler holds the builder to WebhookEnvelope's keys. */
type EnvelopeSql = { readonly [K in keyof WebhookEnvelope]: string };

/** The envelope as a jsonb value (jsonb orders its keys itself: the bytes sent do not depend on this order). */
const envelopeSql = (parts: EnvelopeSql) =>
  `jsonb_build_object(${Object.entries(parts)
    .map(([key, sql]) => `'${key}', ${sql}`)
    .join(', ')})`;

const typeSql = (type: WebhookEnvelope['type']) => {
  if (!/^[a-z_.]+$/.test(type)) throw new Error(`unsafe event type ${type}`);
  return `'${type}'`;
};

/** Events as SQL: one per row of `from`, with the time and data read from it. */
export interface EventRowsSql {
  from: string;
  /** When it was queued: a timestamptz, or its ISO 8601 text. */
  timestamp: string;
  /** A jsonb value. */
  data: string;
}

/** Inserts a delivery of each event to each endpoint that `endpoints` (a condition on `w`) picks. */
function deliveriesSql(
  type: WebhookEnvelope['type'],
  { from, timestamp, data }: EventRowsSql,
  endpoints: string,
): string {
  const eventType = typeSql(type);
  return `insert into webhook_deliveries (endpoint_id, event_type, payload)
    select w.id, ${eventType}, ${envelopeSql({ type: eventType, timestamp, data })}
    from ${from} cross join webhook_endpoints w
    where ${endpoints}`;
}

/** Queues a delivery of each event to every enabled endpoint subscribed to `type`. */
export const queueWebhooksSql = (type: WebhookEvent, events: EventRowsSql): string =>
  deliveriesSql(type, events, `w.enabled and ${typeSql(type)} = any(w.events)`);

/** One event from TypeScript, queued now: its time and data are the first two bindings. */
const BOUND_EVENT: EventRowsSql = {
  from: '(select ?::text as queued_at, ?::jsonb as data) e',
  timestamp: 'e.queued_at',
  data: 'e.data',
};
const boundEvent = (data: Record<string, unknown>) => [
  new Date().toISOString(),
  JSON.stringify(data),
];

/**
 * Queues a delivery of `type` to every enabled endpoint subscribed to it, inside the caller's
 * transaction. Answers how many were queued.
 */
export async function queueWebhooks(
  trx: Knex | Knex.Transaction,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `${queueWebhooksSql(type, BOUND_EVENT)} returning id`,
    boundEvent(data),
  );
  return rows.length;
}

/** A queued test event: its id and envelope, and the format of the endpoint it goes to. */
export interface QueuedTestEvent {
  id: string;
  payload: WebhookEnvelope;
  format: WebhookFormat;
}

/** "Send a test event": one delivery to this endpoint, enabled or not. */
export async function queueTestEvent(
  knex: Knex,
  endpointId: string,
): Promise<QueuedTestEvent | undefined> {
  const { rows } = await knex.raw<{ rows: QueuedTestEvent[] }>(
    `with queued as (${deliveriesSql(TEST_EVENT, BOUND_EVENT, 'w.id = ?')} returning id, endpoint_id, payload)
    select q.id, q.payload, w.format from queued q join webhook_endpoints w on w.id = q.endpoint_id`,
    [...boundEvent({ message: 'A test event from Leadline' }), endpointId],
  );
  return rows[0];
}
