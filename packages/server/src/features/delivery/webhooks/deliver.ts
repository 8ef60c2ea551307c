/**
 * Posts one claimed delivery to its endpoint, signed per Standard Webhooks (webhook-id: the
 * delivery's id, the same on every retry; webhook-timestamp; webhook-signature), with a timeout and
 * without following redirects. A 2xx answer delivers it; anything else is retried.
 */
import http from 'node:http';
import https from 'node:https';
import type { Knex } from 'knex';
import { Webhook } from 'standardwebhooks';
import { failJob, finishJob, type JobRow } from '../jobs';
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
}

interface Answer {
  status: number;
  durationMs: number;
}

export function postSigned(
  url: string,
  secret: string,
  id: string,
  body: string,
  { allowPrivate, timeoutMs }: Omit<DeliveryOptions, 'firstRetrySeconds'>,
): Promise<Answer> {
  const problem = urlProblem(url, allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  const sentAt = new Date();
  const signature = new Webhook(secret).sign(id, sentAt, body);
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Leadline-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The body is not needed; reading it lets the socket be reused.
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            durationMs: Math.round(performance.now() - started),
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

export async function deliverWebhook(
  knex: Knex,
  job: DeliveryJob,
  options: DeliveryOptions,
): Promise<void> {
  const endpoint = (await knex('webhook_endpoints')
    .where({ id: job.endpoint_id })
    .first('url', 'secret', 'enabled')) as
    { url: string; secret: string; enabled: boolean } | undefined;
  if (!endpoint?.enabled) {
    await finishJob(knex, 'webhook_deliveries', job, {
      status: 'suppressed',
      last_error: null,
    });
    return;
  }
  try {
    const answer = await postSigned(
      endpoint.url,
      endpoint.secret,
      job.id,
      JSON.stringify(job.payload),
      options,
    );
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
      await failJob(
        knex,
        'webhook_deliveries',
        job,
        { error: `HTTP ${answer.status}${redirect}`, firstRetrySeconds: options.firstRetrySeconds },
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
