/** Webhook endpoints as the admin sees them: never with their secret, except once when it is made. */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { array, boolean, object, string } from 'yup';
import { text } from '@leadline/domain';
import { WEBHOOK_EVENTS } from './events';

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const events = () =>
  array(
    string()
      .required()
      .oneOf(WEBHOOK_EVENTS, `events must be some of: ${WEBHOOK_EVENTS.join(', ')}.`),
  )
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENTS.length);

const url = () => text().trim().max(2000, 'url must be at most 2,000 characters.');
const description = () =>
  text().trim().max(200, 'description must be at most 200 characters.').nullable();

export const createEndpointSchema = object({
  url: url().required('url is required.'),
  events: events().required('events is required.'),
  description: description().optional(),
  enabled: boolean().typeError('enabled must be true or false.').optional(),
});

export const updateEndpointSchema = object({
  url: url().optional(),
  events: events().optional(),
  description: description().optional(),
  enabled: boolean().typeError('enabled must be true or false.').optional(),
});

export const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'events',
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

export const DELIVERY_COLUMNS = [
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
