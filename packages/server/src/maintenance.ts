/**
 * Clean-up that runs in the server: once at start, then every hour. Each task is a plain DELETE of
 * what has expired, so it does not matter that every instance on a shared PostgreSQL runs it too.
 */
import type { Database } from './db/connect';
import { purgeExpiredRateLimits } from './db/rate-limiters';
import { purgeExpiredSessions } from './features/auth/session-store';
import type { Logger } from './logger';

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

export interface MaintenanceTask {
  name: string;
  /** Answers how many rows it removed. */
  run(): Promise<number>;
}

export interface Maintenance {
  /** No further runs. One under way ends by itself: closing the database waits for its query. */
  stop(): void;
}

export const maintenanceTasks = ({ knex }: Pick<Database, 'knex'>): MaintenanceTask[] => [
  { name: 'expired sign-in sessions', run: () => purgeExpiredSessions(knex) },
  { name: 'expired rate-limit counters', run: () => purgeExpiredRateLimits(knex) },
];

export function startMaintenance(
  tasks: MaintenanceTask[],
  logger: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): Maintenance {
  const runAll = async () => {
    for (const task of tasks) {
      try {
        const removed = await task.run();
        if (removed > 0) logger.info({ removed }, `maintenance: purged ${task.name}`);
      } catch (error) {
        // Most likely the database is away; the next run tries again.
        logger.warn({ err: error }, `maintenance: could not purge ${task.name}`);
      }
    }
  };
  // One run at a time: a run that outlasts the interval (a slow database) is not joined by the next.
  let running = runAll();
  const timer = setInterval(() => {
    running = running.then(runAll);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
