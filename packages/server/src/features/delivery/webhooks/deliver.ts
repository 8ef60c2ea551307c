/**
 * Posts one claimed delivery to its endpoint, in the endpoint's format (formats/index.ts), with a
 * timeout and without following redirects. A `standard` delivery is signed per Standard Webhooks
 * (webhook-id: the delivery's id, the same on every retry; webhook-timestamp; webhook-signature);
 * chat services have no use for a signature. A 2xx answer delivers it; anything else is retried.
 */
import http from 'node:http';
import https from 'node:https';
import type { Knex } from 'knex';
import { Webhook } from 'standardwebhooks';
import type { WebhookEnvelope, WebhookFormat } from '@leadline/domain';
import { deferJob, failJob, finishJob, type JobRow } from '../jobs';
import { renderRequest, type RenderedRequest } from './formats';
import { oneLine } from './formats/clip';
import { publicOnlyLookup, urlProblem } from './target';

export interface DeliveryJob extends JobRow {
  endpoint_id: string;
  event_type: string;
  payload: unknown;
}

export interface DeliveryOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  firstRetrySeconds: number;
  /** PUBLIC_URL: the chat formats link to its admin. */
  publicUrl: string;
}

interface Answer {
  status: number;
  durationMs: number;
  /** The start of the answer's body: a chat service says there what it refused. */
  excerpt: string;
}

const EXCERPT_BYTES = 200;

/** The Standard Webhooks headers of one attempt. */
function signatureHeaders(secret: string, id: string, body: string): Record<string, string> {
  const sentAt = new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  };
}

function postRequest(
  url: string,
  { headers, body }: RenderedRequest,
  { allowPrivate, timeoutMs }: Pick<DeliveryOptions, 'allowPrivate' | 'timeoutMs'>,
): Promise<Answer> {
  const problem = urlProblem(url, allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'user-agent': 'Leadline-Webhooks/1' },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // Read to the end (the socket can be reused), keeping the start of it.
        let start = Buffer.alloc(0);
        response.on('data', (chunk: Buffer) => {
          if (start.length < EXCERPT_BYTES)
            start = Buffer.concat([start, chunk]).subarray(0, EXCERPT_BYTES);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            durationMs: Math.round(performance.now() - started),
            excerpt: oneLine(start.toString('utf8')),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`No answer within ${timeoutMs} ms`) : error),
    );
    request.end(body);
  });
}

/** The owner alert that tells what a chat message of this event would, by its dedupe key. */
function alertKeyOf(job: DeliveryJob): string | null {
  const data = (job.payload as { data?: { id?: unknown; sessionId?: unknown } } | null)?.data;
  const id = typeof data?.id === 'string' ? data.id : null;
  const session = typeof data?.sessionId === 'string' ? data.sessionId : null;
  switch (job.event_type) {
    case 'hot_lead.created':
      return id && `hot_lead_alert:${id}`;
    case 'email.captured':
      return session && `capture_alert:${session}`;
    case 'lead.created':
      return id && `lead_alert:${id}`;
    case 'contact.created':
      return id && `contact_alert:${id}`;
    case 'workflow.completed':
      return id && `workflow_alert:${id}`;
    default:
      return null;
  }
}

const GATE_WAIT_SECONDS = 2;

/**
 * A chat message is an alert to a person, so it follows the owner's alert mail of the same event
 * (mail/alert-gate.ts): sent when that mail was let through, not sent (with its reason) when it was
 * held, and put back for a moment while it is being decided. A standard endpoint is an integration
 * and gets every event.
 */
async function chatVerdict(
  knex: Knex,
  job: DeliveryJob,
): Promise<'send' | 'wait' | { skip: string }> {
  const key = alertKeyOf(job);
  if (!key) return 'send';
  const alert = (await knex('mail_messages')
    .where({ dedupe_key: key })
    .first('status', 'status_reason', 'alerted_at', 'rollup_hour')) as
    | {
        status: string;
        status_reason: string | null;
        alerted_at: Date | null;
        rollup_hour: Date | null;
      }
    | undefined;
  if (!alert) return 'send';
  if (alert.alerted_at !== null && alert.rollup_hour === null) return 'send';
  if (alert.alerted_at === null && ['queued', 'sending', 'retrying'].includes(alert.status))
    return 'wait';
  return { skip: `Not sent, as the owner's alert mail: ${alert.status_reason ?? alert.status}` };
}

export async function deliverWebhook(
  knex: Knex,
  job: DeliveryJob,
  options: DeliveryOptions,
): Promise<void> {
  const endpoint = (await knex('webhook_endpoints')
    .where({ id: job.endpoint_id })
    .first('url', 'secret', 'enabled', 'format')) as
    { url: string; secret: string; enabled: boolean; format: WebhookFormat } | undefined;
  if (!endpoint?.enabled) {
    await finishJob(knex, 'webhook_deliveries', job, {
      status: 'suppressed',
      last_error: null,
    });
    return;
  }
  if (endpoint.format !== 'standard') {
    const verdict = await chatVerdict(knex, job);
    if (verdict === 'wait') return deferJob(knex, 'webhook_deliveries', job, GATE_WAIT_SECONDS);
    if (verdict !== 'send') {
      await finishJob(knex, 'webhook_deliveries', job, {
        status: 'suppressed',
        last_error: verdict.skip,
      });
      return;
    }
  }
  try {
    const rendered = renderRequest(
      endpoint.format,
      job.payload as WebhookEnvelope<unknown>,
      `${options.publicUrl}/admin`,
    );
    const headers =
      endpoint.format === 'standard'
        ? { ...rendered.headers, ...signatureHeaders(endpoint.secret, job.id, rendered.body) }
        : rendered.headers;
    const answer = await postRequest(endpoint.url, { headers, body: rendered.body }, options);
    const changes = { response_status: answer.status, duration_ms: answer.durationMs };
    if (answer.status >= 200 && answer.status < 300) {
      await finishJob(knex, 'webhook_deliveries', job, {
        ...changes,
        status: 'sent',
        delivered_at: knex.fn.now(),
      });
    } else {
      const redirect =
        answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : '';
      const said = answer.excerpt && !redirect ? `: ${answer.excerpt}` : '';
      await failJob(
        knex,
        'webhook_deliveries',
        job,
        {
          error: `HTTP ${answer.status}${redirect}${said}`,
          firstRetrySeconds: options.firstRetrySeconds,
        },
        changes,
      );
    }
  } catch (error) {
    await failJob(
      knex,
      'webhook_deliveries',
      job,
      {
        error: error instanceof Error ? error.message : String(error),
        firstRetrySeconds: options.firstRetrySeconds,
      },
      { response_status: null },
    );
  }
}
