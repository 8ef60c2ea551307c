/** The day's salt for hashing client addresses (see migrations/20261128000300_create_ip_salts.ts). */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

const DAY_MS = 86_400_000;

/** How many days' salts are kept: today's and yesterday's (an instance whose clock is a little late). */
export const SALT_DAYS_KEPT = 2;

/** The UTC date of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The salt of a UTC day, created by the first instance that asks: the insert that wins decides it,
 * and every other instance reads the same one back.
 */
export async function saltOfDay(knex: Knex, day: string): Promise<Buffer> {
  const { rows } = await knex.raw<{ rows: { salt: string }[] }>(
    `insert into ip_salts (day, salt) values (?, ?)
     on conflict (day) do update set salt = ip_salts.salt
     returning salt`,
    [day, randomBytes(32).toString('hex')],
  );
  const [row] = rows;
  if (!row) throw new Error(`no salt was returned for ${day}`);
  return Buffer.from(row.salt, 'hex');
}

/** Deletes the salts of days before yesterday: past them, no key can be linked to an address. */
export async function purgeOldSalts(knex: Knex, now: Date = new Date()): Promise<number> {
  const oldestKept = utcDay(new Date(now.getTime() - (SALT_DAYS_KEPT - 1) * DAY_MS));
  return knex('ip_salts').where('day', '<', oldestKept).delete();
}

/**
 * The network keys kept for the owner-alert gate (a session's `client_key`, an alert's
 * `about_client`) are needed for an hour; after two they are dropped, long before their day's salt,
 * so that no stored key outlives its use.
 */
export async function forgetNetworkKeys(knex: Knex): Promise<number> {
  const sessions = await knex('analytics_sessions')
    .whereNotNull('client_key')
    .whereRaw(`created_at < now() - interval '2 hours'`)
    .update({ client_key: null });
  const alerts = await knex('mail_messages')
    .whereNotNull('about_client')
    .whereRaw(`created_at < now() - interval '2 hours'`)
    .update({ about_client: null });
  return sessions + alerts;
}
