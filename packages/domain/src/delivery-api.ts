/** Mail, webhooks and newsletter subscribers as the admin API answers them (see admin-api.ts). */

/** The events a webhook endpoint can subscribe to (payloads: docs/api.md). */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'contact.created',
  'workflow.completed',
  'hot_lead.created',
  'email.captured',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send a test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * What an endpoint receives: the signed Standard Webhooks JSON (`standard`, the default), or an
 * alert written for a chat or push service, built from the same event at delivery (docs/api.md).
 */
export const WEBHOOK_FORMATS = ['standard', 'slack', 'discord', 'ntfy'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Each format as the admin names it. */
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: 'Standard webhook (signed JSON)',
  slack: 'Slack',
  discord: 'Discord',
  ntfy: 'ntfy',
};

/** One HTTP request as it leaves for an endpoint: what "Send a test event" shows the owner. */
export interface WebhookRequestPreview {
  format: WebhookFormat;
  /** Only `standard` is signed (webhook-id, webhook-timestamp, webhook-signature, per attempt). */
  signed: boolean;
  /** The headers the format sets (content-type, ntfy's title, priority, tags and click). */
  headers: Record<string, string>;
  body: string;
}

/** POST /api/admin/webhooks/:id/test */
export interface WebhookTestAnswer {
  deliveryId: string;
  request: WebhookRequestPreview;
}

/**
 * The body of every webhook delivery, as the Standard Webhooks specification suggests: the event's
 * type, when it was queued (ISO 8601), and its data (docs/api.md). The server writes it in SQL from
 * these keys (features/delivery/webhooks/events.ts).
 */
export interface WebhookEnvelope<Data = Record<string, unknown>> {
  type: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  timestamp: string;
  data: Data;
}

/** A message's or delivery's state, and what the admin calls it. */
export const DELIVERY_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  kept: 'Kept (no SMTP)',
  failed: 'Failed',
  suppressed: 'Not sent',
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;
export const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS_LABELS) as DeliveryStatus[];

/** GET /api/admin/outbox */
export interface OutboxMessage {
  id: string;
  kind: string;
  kindLabel: string;
  audience: 'visitor' | 'owner';
  /** Unknown for an owner's message until it is rendered. */
  to: string | null;
  subject: string | null;
  status: DeliveryStatus;
  /** Why it was not sent, or the SMTP server's reply. */
  statusReason: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxPage {
  items: OutboxMessage[];
  total: number;
  /** Messages per status, whatever the filter. */
  counts: Partial<Record<DeliveryStatus, number>>;
}

/** GET /api/admin/outbox/:id */
export interface OutboxMessageDetail extends OutboxMessage {
  html: string | null;
  text: string | null;
}

/** GET /api/admin/webhooks (never with its secret) */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  description: string | null;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastDelivery: {
    status: DeliveryStatus;
    eventType: string;
    createdAt: Date;
    responseStatus: number | null;
  } | null;
}

/** POST /api/admin/webhooks, and rotate-secret: the only answers that carry the secret. */
export interface CreatedWebhookEndpoint extends Omit<WebhookEndpoint, 'lastDelivery'> {
  secret: string;
}

/** GET /api/admin/webhooks/:id/deliveries */
export interface WebhookDelivery {
  id: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  deliveredAt: Date | null;
  payload: unknown;
}

export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** GET /api/admin/newsletter/subscribers */
export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}
