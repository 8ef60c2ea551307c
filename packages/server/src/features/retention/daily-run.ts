/**
 * Work done once per UTC day across every instance on a shared PostgreSQL (and by the one process of
 * the embedded database): the instance that inserts the day's row in daily_runs runs it; the others
 * see the row and skip. A run renews its lease as it goes; a run whose instance died (its lease ran
 * out, unfinished) is taken over by the next instance that looks, and a run that failed is released
 * at once, so the day's work is retried at the next hourly maintenance.
 */
import type { Knex } from 'knex';
import { utcDay } from '../../db/ip-salts';

/** How long a claim holds without news from its run: renewed after each batch. */
export const DAILY_RUN_LEASE_MS = 10 * 60_000;

export interface DailyRun {
  day: string;
  /** Keeps the claim alive; call it at least once per lease. */
  renew(): Promise<void>;
}

/** Claims the task for the UTC day of `now`; undefined when another run has it or has done it. */
export async function claimDailyRun(
  knex: Knex,
  task: string,
  now: () => Date,
  leaseMs = DAILY_RUN_LEASE_MS,
): Promise<DailyRun | undefined> {
  const at = now();
  const day = utcDay(at);
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `insert into daily_runs (task, day, started_at, lease_until) values (?, ?, ?, ?)
     on conflict (task, day) do update
       set started_at = excluded.started_at, lease_until = excluded.lease_until
       where daily_runs.finished_at is null and daily_runs.lease_until <= excluded.started_at
     returning task`,
    [task, day, at, new Date(at.getTime() + leaseMs)],
  );
  if (rows.length === 0) return undefined;
  return {
    day,
    renew: async () => {
      await knex('daily_runs')
        .where({ task, day })
        .update({ lease_until: new Date(now().getTime() + leaseMs) });
    },
  };
}

/**
 * Runs `work` if this instance claims today's run of `task`: answers its outcome (kept in the day's
 * row), or undefined when the day's run was someone else's.
 */
export async function runOncePerDay<T extends object>(
  knex: Knex,
  task: string,
  now: () => Date,
  work: (run: DailyRun) => Promise<T>,
): Promise<T | undefined> {
  const run = await claimDailyRun(knex, task, now);
  if (!run) return undefined;
  let outcome: T;
  try {
    outcome = await work(run);
  } catch (error) {
    await knex('daily_runs')
      .where({ task, day: run.day })
      .update({ lease_until: now() })
      .catch(() => undefined);
    throw error;
  }
  await knex('daily_runs')
    .where({ task, day: run.day })
    .update({ finished_at: now(), outcome: JSON.stringify(outcome) });
  return outcome;
}
