/**
 * Waiting for a PostgreSQL server that is still starting. After a reboot Docker restarts every
 * container at once, without compose's "start the app once the database is healthy", so the server
 * waits for the database rather than failing its first minute.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Knex } from 'knex';
import { isDatabaseUnavailable } from './unavailable';

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
  /** Stops the wait (it throws the signal's reason). */
  signal?: AbortSignal | undefined;
}

const reasonOf = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code && !message?.includes(code) ? `${code}: ${message}` : (message ?? String(error));
};

/** The cheapest question the database can answer: whether it answers at all. */
export const pingDatabase = (knex: Knex) => knex.raw('select 1');

/** Resolves once the database answers; other errors (a wrong password, say) are thrown at once. */
export async function waitForDatabase(
  knex: Knex,
  { location, timeoutMs, intervalMs = 1000, onWait, signal }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    try {
      await pingDatabase(knex);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() + intervalMs > deadline) {
        throw new DatabaseUnavailableError(
          `the database at ${location} did not answer within ${Math.round(timeoutMs / 1000)} s (${reasonOf(error)})`,
        );
      }
      onWait?.(reasonOf(error));
      await delay(intervalMs, undefined, { signal });
    }
  }
}
