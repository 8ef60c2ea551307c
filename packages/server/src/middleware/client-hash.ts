/**
 * What per-client counters are keyed by: HMAC-SHA256 of the client (middleware/client-key.ts: an
 * IPv4 address or an IPv6 /64) under the UTC day's salt, truncated. The same client gets the same
 * key on every instance all day; no address is stored, in the rate_limits table or anywhere else.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { saltOfDay, utcDay } from '../db/ip-salts';
import { clientKey } from './client-key';

/** 128 bits, in base64url: far more than enough to tell the clients of one day apart. */
const KEY_BYTES = 16;

/** While the shared salt cannot be read, this instance uses its own for this long, then asks again. */
export const SALT_RETRY_MS = 30_000;

export interface ClientHasher {
  /** The client's key for today. */
  key(ip: string): Promise<string>;
}

/**
 * Keys made with one salt, by address, so that a client's requests after its first cost a lookup
 * instead of an HMAC (the event route takes thousands a second, most from clients seen before).
 * Dropped whole when full, and with its salt.
 */
export const KEY_CACHE_SIZE = 10_000;

interface DaySalt {
  day: string;
  salt: Promise<Buffer>;
  keys: Map<string, string>;
  /** Set on a salt of this instance's own, made when the shared one could not be read. */
  retryAt?: number;
}

export function createClientHasher(
  loadSalt: (day: string) => Promise<Buffer>,
  now: () => Date = () => new Date(),
): ClientHasher {
  // The day's salt, asked for once per day: requests that arrive while it loads wait for the same
  // query. If the database cannot give it, the keys of this instance use a salt of its own for a
  // while: its counts are then its own (as its memory counters are during an outage), and the
  // public routes do not wait on the database for every request.
  let current: DaySalt | undefined;
  const saltFor = (at: Date): DaySalt => {
    const day = utcDay(at);
    const fresh = current?.retryAt === undefined || at.getTime() < current.retryAt;
    if (current?.day === day && fresh) return current;
    const loading: DaySalt = {
      day,
      keys: new Map(),
      salt: loadSalt(day).catch(() => {
        loading.retryAt = at.getTime() + SALT_RETRY_MS;
        return randomBytes(32);
      }),
    };
    current = loading;
    return loading;
  };
  return {
    async key(ip) {
      const daySalt = saltFor(now());
      const known = daySalt.keys.get(ip);
      if (known !== undefined) return known;
      const key = createHmac('sha256', await daySalt.salt)
        .update(clientKey(ip))
        .digest()
        .subarray(0, KEY_BYTES)
        .toString('base64url');
      // The cache belongs to its salt: a new day, or the shared salt replacing a stand-in, starts
      // afresh. It never leaves this process's memory (no log line or row holds an address).
      if (daySalt.keys.size >= KEY_CACHE_SIZE) daySalt.keys.clear();
      daySalt.keys.set(ip, key);
      return key;
    },
  };
}

const hashers = new WeakMap<Knex, ClientHasher>();

/** The hasher of a database: one per database, so its routers ask for the day's salt once. */
export function clientHasherOf(knex: Knex): ClientHasher {
  let hasher = hashers.get(knex);
  if (!hasher) {
    hasher = createClientHasher((day) => saltOfDay(knex, day));
    hashers.set(knex, hasher);
  }
  return hasher;
}
