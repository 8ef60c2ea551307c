/**
 * The owner's booking availability and the secret of their calendar feed, in the `settings` table
 * (keys `booking` and `booking_feed`). Until the owner saves an availability, the default applies
 * in the server's TIME_ZONE and slots start the next day (`saved: false`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import {
  defaultBookingSettings,
  parseBookingSettings,
  type BookingSettings,
} from '@leadline/domain';

const AVAILABILITY = 'booking';
const FEED = 'booking_feed';

export interface LoadedBookingSettings {
  settings: BookingSettings;
  saved: boolean;
}

async function readValue(knex: Knex, key: string): Promise<unknown> {
  const row = (await knex('settings').where({ key }).first('value')) as
    { value: unknown } | undefined;
  return row?.value;
}

async function writeValue(knex: Knex, key: string, value: unknown): Promise<void> {
  await knex.raw(
    `insert into settings (key, value) values (?, ?::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** The saved availability, or the default in `timeZone` (a stored value the schema refuses too). */
export async function loadBookingSettings(
  knex: Knex,
  timeZone: string,
): Promise<LoadedBookingSettings> {
  const raw = await readValue(knex, AVAILABILITY);
  if (raw !== undefined) {
    const parsed = parseBookingSettings(raw);
    if ('value' in parsed) return { settings: parsed.value, saved: true };
  }
  return { settings: defaultBookingSettings(timeZone), saved: false };
}

export async function saveBookingSettings(knex: Knex, settings: BookingSettings): Promise<void> {
  await writeValue(knex, AVAILABILITY, settings);
}

const newFeedSecret = () => randomBytes(24).toString('base64url');
export const FEED_SECRET = /^[A-Za-z0-9_-]{32}$/;

/** The feed's secret, made on first use (two admins at once: the first write wins). */
export async function feedSecret(knex: Knex): Promise<string> {
  await knex.raw(
    `insert into settings (key, value) values (?, ?::jsonb) on conflict (key) do nothing`,
    [FEED, JSON.stringify({ secret: newFeedSecret() })],
  );
  const value = (await readValue(knex, FEED)) as { secret?: unknown } | undefined;
  if (typeof value?.secret !== 'string') throw new Error('the booking feed has no secret');
  return value.secret;
}

/** A new secret: the old feed URL answers 404 from now on. */
export async function rotateFeedSecret(knex: Knex): Promise<string> {
  const secret = newFeedSecret();
  await writeValue(knex, FEED, { secret });
  return secret;
}

/** Whether `given` is the feed's secret, compared in constant time; false while none was made. */
export async function isFeedSecret(knex: Knex, given: string): Promise<boolean> {
  if (!FEED_SECRET.test(given)) return false;
  const value = (await readValue(knex, FEED)) as { secret?: unknown } | undefined;
  if (typeof value?.secret !== 'string') return false;
  const expected = Buffer.from(value.secret);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
