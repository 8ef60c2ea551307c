/**
 * Waiting for a PostgreSQL server that is still starting. After a reboot Docker restarts every
 * container at once, without compose's "start the app once the database is healthy", so the server
 * waits for the database rather than failing its first minute.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Knex } from 'knex';

/** Connection errors that mean "not up yet": refused, its name not known yet, or starting up (57P03). */
const NOT_UP_YET = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P03',
]);

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export interface WaitOptions {
  /** Where the database is, for the message. */
  location: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Called before each pause, with why the database did not answer. */
  onWait?: (reason: string) => void;
}

const reasonOf = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code && !message?.includes(code) ? `${code}: ${message}` : (message ?? String(error));
};

/** Resolves once the database answers; other errors (a wrong password, say) are thrown at once. */
export async function waitForDatabase(
  knex: Knex,
  { location, timeoutMs, intervalMs = 1000, onWait }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await knex.raw('select 1');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !NOT_UP_YET.has(code)) throw error;
      if (Date.now() + intervalMs > deadline) {
        throw new DatabaseUnavailableError(
          `the database at ${location} did not answer within ${Math.round(timeoutMs / 1000)} s (${reasonOf(error)})`,
        );
      }
      onWait?.(reasonOf(error));
      await delay(intervalMs);
    }
  }
}
