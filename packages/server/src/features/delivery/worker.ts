/**
 * The delivery worker each server runs: it claims due messages and webhook deliveries, sends them,
 * and sleeps for DELIVERY_POLL_MS when there is nothing to do, unless woken by a write of its own
 * instance. On a shared PostgreSQL every instance runs one; SKIP LOCKED gives each job to one of them.
 */
import type { Knex } from 'knex';
import type { DeliverySettings } from '../../config';
import type { Logger } from '../../logger';
import { claimJobs } from './jobs';
import { deliverMessage, type MailJob } from './mail/deliver';
import { queueDigestIfDue } from './mail/digest';
import { smtpTransport, type MailTransport } from './mail/transport';
import { deliverWebhook, type DeliveryJob } from './webhooks/deliver';

/** Jobs claimed at once per kind: a bound on the parallel SMTP and HTTP requests of one instance. */
const BATCH = 10;
const DIGEST_CHECK_MS = 60_000;
const OUTAGE_PAUSE_MS = 5_000;

export interface DeliveryWorker {
  /** Look for due jobs now (after a commit that queued some). */
  wake(): void;
  /** No new claims; waits for the jobs in hand. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  knex: Knex;
  settings: DeliverySettings;
  timeZone: string;
  logger: Logger;
  /** Tests give their own; by default SMTP_URL's, or none (messages are kept). */
  transport?: MailTransport | undefined;
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { knex, settings, timeZone, logger } = options;
  const transport =
    options.transport ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl) : undefined);
  let running = true;
  let woken = false;
  let wakeUp: (() => void) | undefined;
  let lastDigestCheck = 0;
  const webhookOptions = {
    allowPrivate: settings.webhookAllowPrivate,
    timeoutMs: settings.webhookTimeoutMs,
    firstRetrySeconds: settings.firstRetrySeconds,
    publicUrl: settings.publicUrl,
  };

  async function round(): Promise<number> {
    const [mails, hooks] = await Promise.all([
      claimJobs<MailJob>(knex, 'mail_messages', BATCH),
      claimJobs<DeliveryJob>(knex, 'webhook_deliveries', BATCH),
    ]);
    await Promise.all([
      ...mails.map((job) => deliverMessage(knex, job, settings, transport)),
      ...hooks.map((job) => deliverWebhook(knex, job, webhookOptions)),
    ]);
    if (settings.digestHour !== undefined && Date.now() - lastDigestCheck > DIGEST_CHECK_MS) {
      lastDigestCheck = Date.now();
      if (await queueDigestIfDue(knex, settings.digestHour, timeZone)) return 1;
    }
    return mails.length + hooks.length;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (running) {
      woken = false;
      let handled = 0;
      let failed = false;
      try {
        handled = await round();
      } catch (error) {
        // Most likely the database is away: the jobs wait in it, and a later round tries again.
        failed = true;
        logger.warn({ err: error }, 'delivery: could not claim or record jobs');
      }
      if (failed) await sleep(OUTAGE_PAUSE_MS);
      else if (handled === 0) await sleep(settings.pollMs);
      wakeUp = undefined;
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
      transport?.close();
    },
  };
}
