/**
 * The sign-in throttle: failed sign-ins are counted per (account, client), per client and per account,
 * in counters shared by every instance (see db/rate-limiters.ts).
 *
 * No count ever refuses a client that has not failed: an attacker who fails for an address from
 * anywhere must not be able to keep its owner out. A distributed attack on one account (many
 * clients, each a few guesses) is slowed instead: once the account has had attackThreshold failures,
 * a client that fails for it must wait a delay that grows with the account's failures before its
 * next attempt on that account. A client is the day's hashed key of its IPv4 address or IPv6 /64
 * (middleware/client-hash.ts), never the address itself.
 */
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/connect';
import { createLimiter } from '../../db/rate-limiters';
import { retryAfterSeconds } from '../../middleware/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const SIGN_IN_LIMITS = {
  /** Guesses one client may make at one account: a mistyped password or two, not a dictionary. */
  perAccountAndClient: { failures: 5, windowSeconds: 15 * MINUTE },
  /**
   * Guesses one client may make across all accounts (password spraying); an office behind one
   * address still has room for its people's typos.
   */
  perClient: { failures: 30, windowSeconds: HOUR },
  /**
   * A whole day, so that a slow distributed attack still adds up. From attackThreshold failures on,
   * every failing client waits firstDelay, doubling every further attackThreshold failures, up to
   * maxDelay: a botnet then gets one guess per client per delay instead of five per 15 minutes.
   * Unknown addresses are counted too (else the throttle would tell which exist); the perClient limit
   * bounds how many a client can add.
   */
  perAccount: {
    attackThreshold: 10,
    windowSeconds: 24 * HOUR,
    firstDelaySeconds: MINUTE,
    maxDelaySeconds: HOUR,
  },
} as const;

/** Seconds a client that just failed for the account must wait, given the account's failures. */
export function attackDelaySeconds(accountFailures: number): number {
  const { attackThreshold, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_LIMITS.perAccount;
  if (accountFailures < attackThreshold) return 0;
  const doublings = Math.floor(accountFailures / attackThreshold) - 1;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

export type SignInAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** Counts the failure (and, during an attack, makes this client wait). */
      failed(): Promise<void>;
      /** Clears this client's failures for the account, and returns its attempt to the client count. */
      succeeded(): Promise<void>;
    };

export interface LoginThrottle {
  /**
   * Takes one attempt from the client's budgets before the password is checked, so that requests sent
   * at once cannot all slip through before the first failure is counted. Store errors are thrown.
   */
  attempt(email: string, client: string): Promise<SignInAttempt>;
}

/**
 * An account's name in the counters: a hash, so that any typed text (a NUL, which PostgreSQL's text
 * cannot hold) makes a valid key, and the table does not collect the addresses people tried.
 */
const accountKey = (email: string) => createHash('sha256').update(email).digest('hex');

/** The attempt as counted, or the seconds to wait when refused; any other error is the store's. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | number> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection);
    throw rejection;
  }
}

export function createLoginThrottle(db: Pick<Database, 'knex' | 'kind'>): LoginThrottle {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    createLimiter(db, { keyPrefix, points, durationSeconds, sharing: 'shared' });
  const { perAccountAndClient, perClient, perAccount } = SIGN_IN_LIMITS;
  const pairs = limiter(
    'signin_account_client',
    perAccountAndClient.failures,
    perAccountAndClient.windowSeconds,
  );
  const clients = limiter('signin_client', perClient.failures, perClient.windowSeconds);
  const accounts = limiter('signin_account', perAccount.attackThreshold, perAccount.windowSeconds);
  // Apart from the pair's count, so that a short wait does not also wipe the failures it has.
  const attackWaits = limiter('signin_attack_wait', 0, perAccount.maxDelaySeconds);
  // During an attack, one attempt in flight per client and account: taken atomically before the
  // password check, so that guesses sent at once cannot all pass before the first failure's wait.
  const attackTurns = limiter('signin_attack_turn', 1, perAccount.firstDelaySeconds);

  return {
    async attempt(email, client) {
      const account = accountKey(email);
      const pairKey = `${client}|${account}`;
      const waiting = await attackWaits.get(pairKey);
      if (waiting && waiting.msBeforeNext > 0)
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(waiting) };
      const accountFailures = (await accounts.get(account))?.consumedPoints ?? 0;
      if (attackDelaySeconds(accountFailures) > 0) {
        const turn = await take(attackTurns, pairKey);
        if (typeof turn === 'number') return { allowed: false, retryAfterSeconds: turn };
      }
      const pair = await take(pairs, pairKey);
      if (typeof pair === 'number') return { allowed: false, retryAfterSeconds: pair };
      const fromClient = await take(clients, client);
      if (typeof fromClient === 'number') {
        await pairs.reward(pairKey);
        return { allowed: false, retryAfterSeconds: fromClient };
      }
      return {
        allowed: true,
        async failed() {
          const failures = await accounts.penalty(account);
          const delay = attackDelaySeconds(failures.consumedPoints);
          if (delay > 0) await attackWaits.block(pairKey, delay);
        },
        async succeeded() {
          await Promise.all([
            pairs.delete(pairKey),
            attackTurns.delete(pairKey),
            clients.reward(client),
          ]);
        },
      };
    },
  };
}
