/**
 * Clean-up that runs in the server: once at start, then every hour. Most tasks are a plain DELETE of
 * what has expired, so it does not matter that every instance on a shared PostgreSQL runs them too;
 * the retention purge claims the day's run, so that one instance runs it once a day.
 */
import type { Database } from './db/connect';
import { forgetNetworkKeys, purgeOldSalts } from './db/ip-salts';
import { purgeExpiredRateLimits } from './db/rate-limiters';
import { purgeExpiredSessions } from './features/auth/session-store';
import { dailyPurgeTask } from './features/retention/daily-purge';
import type { Logger } from './logger';

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

export interface MaintenanceTask {
  name: string;
  /** Answers how many rows it removed, or what it removed per kind (then it is always logged). */
  run(): Promise<number | Readonly<Record<string, number>>>;
}

export interface Maintenance {
  /** No further runs. One under way ends by itself: closing the database waits for its query. */
  stop(): void;
}

export interface MaintenanceOptions {
  retentionDays: number;
  /** The clock of the day's purge and of the salts' age (tests). */
  now?: () => Date;
}

export const maintenanceTasks = (
  { knex }: Pick<Database, 'knex'>,
  { retentionDays, now = () => new Date() }: MaintenanceOptions,
): MaintenanceTask[] => [
  { name: 'expired sign-in sessions', run: () => purgeExpiredSessions(knex) },
  { name: 'expired rate-limit counters', run: () => purgeExpiredRateLimits(knex) },
  { name: 'old client-address salts', run: () => purgeOldSalts(knex, now()) },
  { name: 'network keys older than two hours', run: () => forgetNetworkKeys(knex) },
  dailyPurgeTask(knex, { retentionDays, now }),
];

/**
 * Runs `tasks` now and every `intervalMs`. `name` is in the line logged when a run has finished: a
 * server keeps more than one runner (the hourly clean-up, the folding of the tallies).
 */
export function startMaintenance(
  name: string,
  tasks: MaintenanceTask[],
  logger: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): Maintenance {
  const runAll = async () => {
    for (const task of tasks) {
      try {
        const removed = await task.run();
        if (typeof removed !== 'number' || removed > 0)
          logger.info({ removed }, `maintenance: purged ${task.name}`);
      } catch (error) {
        // Most likely the database is away; the next run tries again.
        logger.warn({ err: error }, `maintenance: could not purge ${task.name}`);
      }
    }
    logger.debug(`maintenance: ${name} run finished`);
  };
  // One run at a time: a run that outlasts the interval (a slow database) is not joined by the next.
  let running = runAll();
  const timer = setInterval(() => {
    running = running.then(runAll);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
