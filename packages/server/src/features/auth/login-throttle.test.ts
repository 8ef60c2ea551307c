import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connect';
import {
  attackDelaySeconds,
  createLoginThrottle,
  SIGN_IN_LIMITS,
  type LoginThrottle,
  type SignInAttempt,
} from './login-throttle';

// The embedded database's counters live in this process's memory: no connection is used.
const embedded = { kind: 'pglite' } as Pick<Database, 'knex' | 'kind'>;
const OWNER = 'owner@example.com';

let throttle: LoginThrottle;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  throttle = createLoginThrottle(embedded);
});
afterEach(() => vi.useRealTimers());

const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function allowed(email: string, client: string) {
  const attempt = await throttle.attempt(email, client);
  if (!attempt.allowed) throw new Error(`refused for ${attempt.retryAfterSeconds} s`);
  return attempt;
}

const fail = async (email: string, client: string) => (await allowed(email, client)).failed();

async function refusal(email: string, client: string): Promise<number> {
  const attempt: SignInAttempt = await throttle.attempt(email, client);
  if (attempt.allowed) throw new Error('allowed');
  return attempt.retryAfterSeconds;
}

describe('attackDelaySeconds', () => {
  it('is nothing below the threshold, a minute at it, doubling every threshold, capped', () => {
    expect(attackDelaySeconds(0)).toBe(0);
    expect(attackDelaySeconds(9)).toBe(0);
    expect(attackDelaySeconds(10)).toBe(60);
    expect(attackDelaySeconds(19)).toBe(60);
    expect(attackDelaySeconds(20)).toBe(120);
    expect(attackDelaySeconds(30)).toBe(240);
    expect(attackDelaySeconds(60)).toBe(1920);
    expect(attackDelaySeconds(70)).toBe(3600);
    expect(attackDelaySeconds(1_000_000)).toBe(3600);
  });
});

describe('the sign-in throttle', () => {
  it('refuses a client after 5 failures for an account, for the rest of 15 minutes, and only that client', async () => {
    for (let i = 0; i < 5; i++) {
      await fail(OWNER, '198.51.100.1');
      advance(10);
    }
    expect(await refusal(OWNER, '198.51.100.1')).toBe(15 * 60 - 50);
    // Another account from the same client, and the same account from another client, still try.
    await allowed('other@example.com', '198.51.100.1');
    await (await allowed(OWNER, '203.0.113.9')).succeeded();

    advance(15 * 60 - 50);
    await allowed(OWNER, '198.51.100.1');
  });

  it('lets the owner in from a clean client during a distributed attack, and slows the attackers', async () => {
    const attackers = Array.from({ length: 40 }, (_, i) => `192.0.2.${i + 1}`);
    const waits: number[] = [];
    for (const attacker of attackers) {
      await fail(OWNER, attacker);
      const next = await throttle.attempt(OWNER, attacker);
      waits.push(next.allowed ? 0 : next.retryAfterSeconds);
    }
    // The first nine failures pass for typos; then each failing client waits, longer and longer.
    expect(waits.slice(0, 9)).toEqual(Array(9).fill(0));
    expect(waits.slice(9, 19)).toEqual(Array(10).fill(60));
    expect(waits.slice(19, 29)).toEqual(Array(10).fill(120));
    expect(waits.slice(29, 39)).toEqual(Array(10).fill(240));
    expect(waits[39]).toBe(480);

    const owner = await allowed(OWNER, '203.0.113.50');
    await owner.succeeded();
    // The owner's sign-in does not end the attackers' waits.
    expect(await refusal(OWNER, attackers[39]!)).toBe(480);
  });

  it('does not count an attacker client anew after its short wait: five failures still earn the window', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.attackThreshold; i++) {
      await fail(OWNER, `192.0.2.${i + 1}`);
    }
    const attacker = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      await fail(OWNER, attacker);
      expect(await refusal(OWNER, attacker)).toBe(60);
      advance(60);
    }
    expect(await refusal(OWNER, attacker)).toBe(15 * 60 - 5 * 60);
  });

  it('refuses a client after 30 failures across accounts for an hour; its sign-ins do not count', async () => {
    const office = '203.0.113.77';
    for (let i = 0; i < 29; i++) await fail(`user${i}@example.com`, office);
    await (await allowed(OWNER, office)).succeeded();
    await fail('last@example.com', office);
    expect(await refusal('fresh@example.com', office)).toBe(60 * 60);
    expect(await refusal(OWNER, office)).toBe(60 * 60);
    await allowed(OWNER, '203.0.113.78');
  });

  it('clears the pair on a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await fail(OWNER, '198.51.100.2');
    await (await allowed(OWNER, '198.51.100.2')).succeeded();
    for (let i = 0; i < 5; i++) await fail(OWNER, '198.51.100.2');
    await refusal(OWNER, '198.51.100.2');
  });

  it('lets only five of many attempts sent at once through: the attempt is counted before the check', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => throttle.attempt(OWNER, '198.51.100.3')),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
  });

  it('during an attack lets one of many guesses sent at once through, per client', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.attackThreshold; i++)
      await fail(OWNER, `10.0.0.${i}`);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => throttle.attempt(OWNER, '10.9.9.9')),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(1);
    // The owner, from a clean client, still signs in; and again right after.
    await (await allowed(OWNER, '192.0.2.1')).succeeded();
    await (await allowed(OWNER, '192.0.2.1')).succeeded();
  });
});
