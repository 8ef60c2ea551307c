/**
 * The availability this instance serves (its pages, the admin's GET): read from the database when the
 * server starts, applied at once after a PUT to this instance, and read again every `pollMs`, so that
 * a PUT to another instance of the same database is served here within that time.
 *
 * Polling rather than LISTEN/NOTIFY: one primary-key read every few seconds costs nothing, behaves the
 * same on PGlite and PostgreSQL, holds no connection open, and has nothing to re-establish after the
 * database restarts (a missed notification would leave an instance stale until its next restart).
 */
import type { Knex } from 'knex';
import type { Availability, AvailabilitySetting } from '@leadline/domain';
import type { Logger } from '../../logger';
import { readSavedAvailability, saveAvailability } from './queries';

export interface LiveAvailability {
  /** What the pages show now. */
  current(): AvailabilitySetting;
  /** Reads the database now, and serves what it holds from now on. */
  refresh(): Promise<AvailabilitySetting>;
  /** Stores the owner's availability; served here before this resolves. */
  save(availability: Availability): Promise<AvailabilitySetting>;
  /** `listener` is called with each availability that differs from the one before. */
  subscribe(listener: (next: AvailabilitySetting) => void): () => void;
  /** No more polling. */
  stop(): void;
}

export interface LiveAvailabilityOptions {
  /** The site's availability (siteAvailability), served until the owner saves one. */
  fallback: Availability;
  pollMs: number;
  logger: Logger;
}

const same = (a: AvailabilitySetting, b: AvailabilitySetting) =>
  a.month === b.month && a.slotsLeft === b.slotsLeft && a.source === b.source;

export async function startLiveAvailability(
  knex: Knex,
  { fallback, pollMs, logger }: LiveAvailabilityOptions,
): Promise<LiveAvailability> {
  const settingOf = (saved: Availability | undefined): AvailabilitySetting =>
    saved ? { ...saved, source: 'settings' } : { ...fallback, source: 'site' };

  let current = settingOf(await readSavedAvailability(knex));
  // Counts this instance's saves: a read that a save overtook is older than what the save applied.
  let saves = 0;
  const listeners = new Set<(next: AvailabilitySetting) => void>();

  const apply = (next: AvailabilitySetting) => {
    if (same(next, current)) return current;
    current = next;
    for (const listener of listeners) {
      try {
        listener(next);
      } catch (error) {
        logger.error({ err: error }, 'availability: a listener failed');
      }
    }
    return current;
  };

  const refresh = async () => {
    const seen = saves;
    const next = settingOf(await readSavedAvailability(knex));
    return seen === saves ? apply(next) : current;
  };

  // One read at a time: a slow database does not pile reads up.
  let polling: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(refresh).catch((error: unknown) => {
      logger.warn(
        { err: error },
        'availability: could not read the settings; serving the last read',
      );
    });
  }, pollMs);
  timer.unref();

  return {
    current: () => current,
    refresh,
    save: async (availability) => {
      await saveAvailability(knex, availability);
      saves += 1;
      return apply(settingOf(availability));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => clearInterval(timer),
  };
}
