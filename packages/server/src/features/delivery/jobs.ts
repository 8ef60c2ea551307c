/**
 * The outbox's job mechanics, shared by mail and webhooks: a row written in its cause's transaction
 * is claimed by one worker of any instance (FOR UPDATE SKIP LOCKED), and either finishes or is tried
 * again later with exponential backoff, until it fails for good after MAX_ATTEMPTS.
 *
 * A maintained queue was weighed first: pg-boss runs on PGlite through a custom executor, but a hot
 * lead is created inside the single statement of the event ingestion's group commit, which pg-boss's
 * API cannot join without wrapping every batch in a transaction; writing to its private tables from
 * our SQL would tie us to its internals. These rows are also the Outbox and delivery log the admin reads.
 */
import type { Knex } from 'knex';
import type { DeliveryStatus } from '@leadline/domain';

export type JobTable = 'mail_messages' | 'webhook_deliveries';

export type JobStatus = DeliveryStatus;

export interface JobRow {
  id: string;
  status: JobStatus;
  attempts: number;
}

/**
 * Attempts in all: the first, then retries after about 15 s, 45 s, 2 min, 7 min, 20 min, 1 h, 3 h,
 * then every 8 h (DELIVERY_FIRST_RETRY_SECONDS = 15): the last about 20 hours after the first.
 */
export const MAX_ATTEMPTS = 10;
const MAX_RETRY_SECONDS = 8 * 3600;
/** A claimed job not finished within this (its instance died) is claimed again. */
export const CLAIM_SECONDS = 120;

/** The wait before the next attempt, after `attempts` attempts: exponential, with 20% jitter. */
export function retryDelaySeconds(
  attempts: number,
  firstRetrySeconds: number,
  random = Math.random,
): number {
  const base = Math.min(firstRetrySeconds * 3 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
  return Math.round(base * (0.8 + 0.2 * random()));
}

/** Claims up to `limit` due jobs (and any whose claim lapsed) for this worker. */
export async function claimJobs<Row extends JobRow>(
  knex: Knex,
  table: JobTable,
  limit: number,
): Promise<Row[]> {
  const { rows } = await knex.raw<{ rows: Row[] }>(
    `update ?? set status = 'sending', attempts = attempts + 1, updated_at = now(),
       locked_until = now() + make_interval(secs => ?)
     where id in (
       select id from ?? where status in ('queued', 'retrying', 'sending')
         and (case when status = 'sending' then locked_until < now() else run_at <= now() end)
       order by run_at limit ? for update skip locked)
     returning *`,
    [table, CLAIM_SECONDS, table, limit],
  );
  return rows;
}

/**
 * Records what became of a claimed job. Only the claim that is still current may: a worker that
 * overran its claim (and was replaced) changes nothing.
 */
export async function finishJob(
  knex: Knex,
  table: JobTable,
  job: JobRow,
  /** `last_error` may say why a job was suppressed; it is cleared otherwise. */
  changes: Record<string, unknown> & { status: 'sent' | 'kept' | 'suppressed' },
): Promise<void> {
  await knex(table)
    .where({ id: job.id, status: 'sending', attempts: job.attempts })
    .update({ last_error: null, ...changes, locked_until: null, updated_at: knex.fn.now() });
}

/**
 * Puts a claimed job back, due in `seconds`, without counting the attempt: it waits on something
 * else that is being decided (a chat message waits for its owner alert's gate).
 */
export async function deferJob(
  knex: Knex,
  table: JobTable,
  job: JobRow,
  seconds: number,
): Promise<void> {
  await knex(table)
    .where({ id: job.id, status: 'sending', attempts: job.attempts })
    .update({
      status: 'queued',
      attempts: job.attempts - 1,
      locked_until: null,
      run_at: knex.raw('now() + make_interval(secs => ?)', [seconds]),
      updated_at: knex.fn.now(),
    });
}

/** A failed attempt: tried again later, or failed for good after the last attempt. */
export async function failJob(
  knex: Knex,
  table: JobTable,
  job: JobRow,
  { error, firstRetrySeconds }: { error: string; firstRetrySeconds: number },
  changes: Record<string, unknown> = {},
): Promise<void> {
  const last = job.attempts >= MAX_ATTEMPTS;
  await knex(table)
    .where({ id: job.id, status: 'sending', attempts: job.attempts })
    .update({
      ...changes,
      status: last ? 'failed' : 'retrying',
      last_error: error.slice(0, 2000),
      locked_until: null,
      run_at: last
        ? knex.fn.now()
        : knex.raw('now() + make_interval(secs => ?)', [
            retryDelaySeconds(job.attempts, firstRetrySeconds),
          ]),
      updated_at: knex.fn.now(),
    });
}

/**
 * The owner's Retry: a failed job (or one still waiting for its next attempt) is due now, with a
 * fresh set of attempts. Answers whether there was such a job.
 */
export async function retryJob(knex: Knex, table: JobTable, id: string): Promise<boolean> {
  const changed = await knex(table)
    .where({ id })
    .whereIn('status', ['failed', 'retrying'])
    .update({ status: 'queued', attempts: 0, run_at: knex.fn.now(), updated_at: knex.fn.now() })
    .returning('id');
  return changed.length > 0;
}
