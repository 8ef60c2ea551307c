/** The events an endpoint can subscribe to, and how each payload is wrapped (docs/api.md). */
import type { Knex } from 'knex';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@leadline/domain';

export { WEBHOOK_EVENTS, type WebhookEvent };

/** Sent by "Send a test event" only; no endpoint subscribes to it. */
export const TEST_EVENT = 'webhook.test';

/** The envelope every delivery carries, as the Standard Webhooks specification suggests. */
export const envelope = (type: string, data: Record<string, unknown>) => ({
  type,
  timestamp: new Date().toISOString(),
  data,
});

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
    `insert into webhook_deliveries (endpoint_id, event_type, payload)
     select id, ?, ?::jsonb from webhook_endpoints where enabled and ? = any(events)
     returning id`,
    [type, JSON.stringify(envelope(type, data)), type],
  );
  return rows.length;
}

/** The same queueing in SQL, for the hot leads created inside the ingestion statement. */
export function queueWebhooksSql(type: WebhookEvent, dataSql: string, fromSql: string): string {
  if (!/^[a-z_.]+$/.test(type)) throw new Error(`unsafe event type ${type}`);
  return `insert into webhook_deliveries (endpoint_id, event_type, payload)
    select w.id, '${type}', jsonb_build_object('type', '${type}', 'timestamp', now(), 'data', ${dataSql})
    from ${fromSql} cross join webhook_endpoints w
    where w.enabled and '${type}' = any(w.events)`;
}
