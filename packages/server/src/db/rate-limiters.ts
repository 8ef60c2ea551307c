/**
 * Counters for rate limits and the sign-in throttle, from rate-limiter-flexible: in the rate_limits
 * table on PostgreSQL, so that every instance counts together; in memory on the embedded database,
 * which admits a single process. Either way an entry lives only as long as its window.
 */
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from './connect';

export const RATE_LIMITS_TABLE = 'rate_limits';

/** A counter that waits longer than this for PostgreSQL is treated as a store failure. */
export const STORE_TIMEOUT_MS = 2_000;

export interface LimiterOptions {
  /** Names the counter in the shared table: each limiter needs its own. */
  keyPrefix: string;
  /** What is allowed per window and key. */
  points: number;
  durationSeconds: number;
  /**
   * On PostgreSQL: 'shared' counts in the table and lets a store failure (or a wait over
   * STORE_TIMEOUT_MS) through as an error, for the caller to refuse; 'shared-or-memory' counts in
   * this process's memory while the table fails (each instance then allows the limit on its own);
   * 'per-instance' always counts in memory, for a route so hot that a round trip per request would
   * cost more than the request's own work.
   */
  sharing: 'shared' | 'shared-or-memory' | 'per-instance';
}

export function createLimiter(
  db: Pick<Database, 'knex' | 'kind'>,
  { keyPrefix, points, durationSeconds, sharing }: LimiterOptions,
): RateLimiterAbstract {
  const counting = { keyPrefix, points, duration: durationSeconds };
  if (db.kind === 'pglite' || sharing === 'per-instance') return new RateLimiterMemory(counting);
  const shared = new RateLimiterPostgres({
    ...counting,
    storeClient: db.knex,
    storeType: 'knex',
    tableName: RATE_LIMITS_TABLE,
    // The migrations made the table; expired rows are purged by the server's maintenance.
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
  return new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: STORE_TIMEOUT_MS,
    ...(sharing === 'shared-or-memory' && { insuranceLimiter: new RateLimiterMemory(counting) }),
  });
}

/** Deletes the counters whose window has ended (the library resets such a row when its key returns). */
export async function purgeExpiredRateLimits(knex: Knex): Promise<number> {
  return knex(RATE_LIMITS_TABLE).where('expire', '<', Date.now()).delete();
}
