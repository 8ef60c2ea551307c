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
import { failJob, finishJob, type JobRow } from '../jobs';
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

function isAnonymousHotLead(job: DeliveryJob): boolean {
  if (job.event_type !== 'hot_lead.created') return false;
  const data = (job.payload as { data?: { email?: unknown } } | null)?.data;
  return typeof data?.email !== 'string' || data.email.trim() === '';
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
  if (endpoint.format !== 'standard' && isAnonymousHotLead(job)) {
    // A chat message is an alert to a person, and follows the owner-mail rule: only people they
    // can reach (mail/alert-gate.ts). A standard endpoint is an integration and gets every event.
    await finishJob(knex, 'webhook_deliveries', job, {
      status: 'suppressed',
      last_error: 'Anonymous hot lead: chat alerts are for people the owner can reach',
    });
    return;
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
