/**
 * Rate limits and the sign-in throttle across instances: on PostgreSQL two servers on one database
 * count together; on the embedded database the counters stay in memory. And what a failing counter
 * store does to each route.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from './features/users/service';
import { clientHasherOf } from './middleware/client-hash';
import { startServer, type RunningServer } from './server';
import { BROWSER_USER_AGENT } from './test/browser';
import { describeIntegration, testConfig, testDatabaseKind, useTestDatabase } from './test/harness';
import { TEST_PASSWORD } from './test/sign-in';

const onPostgres = testDatabaseKind === 'postgres';
const contact = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };

const signIn = (server: RunningServer, ip: string, email: string, password: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ email, password }).toString(),
  });

const postContact = (server: RunningServer, ip: string) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_USER_AGENT,
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(contact),
  });

/** Servers on one fresh database: two on PostgreSQL, one on the embedded database (it admits one). */
function useServers(env: Record<string, string>) {
  const database = useTestDatabase();
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    const config = testConfig(database.current, { TRUST_PROXY: 'true', ...env });
    servers.push(await startServer(config));
    if (onPostgres) servers.push(await startServer(config));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
  return servers;
}

describeIntegration('limits shared by every instance', () => {
  const servers = useServers({ FORM_RATE_LIMIT: '2' });

  it.skipIf(!onPostgres)(
    'adds up sign-in failures made on two instances, and still lets the owner in elsewhere',
    async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      await createUser(a.db.knex, {
        email: 'shared@example.com',
        password: TEST_PASSWORD,
        role: 'admin',
      });
      const attacker = '198.51.100.40';
      for (const server of [a, a, a, b, b]) {
        const guess = await signIn(server, attacker, 'shared@example.com', 'a wrong guess');
        expect(guess.status).toBe(401);
      }
      for (const server of [a, b]) {
        const refused = await signIn(server, attacker, 'shared@example.com', TEST_PASSWORD);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      }
      const owner = await signIn(b, '203.0.113.40', 'shared@example.com', TEST_PASSWORD);
      expect(owner.status).toBe(303);
    },
  );

  it.skipIf(!onPostgres)('counts a form on both instances against one limit', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    expect((await postContact(a, '198.51.100.41')).status).toBe(201);
    expect((await postContact(b, '198.51.100.41')).status).toBe(201);
    const limited = await postContact(a, '198.51.100.41');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps the counters in the rate_limits table on PostgreSQL (keyed by the hashed client), in memory on the embedded database', async () => {
    const [a] = servers as [RunningServer];
    expect((await postContact(a, '198.51.100.42')).status).toBe(201);
    const key = `form_contact:${await clientHasherOf(a.db.knex).key('198.51.100.42')}`;
    expect(await a.db.knex('rate_limits').where({ key })).toEqual(
      onPostgres ? [{ key, points: 1, expire: expect.any(Number) }] : [],
    );
    expect(await a.db.knex('rate_limits').whereLike('key', '%198.51.100%')).toEqual([]);
  });
});

describeIntegration('a counter store that fails', () => {
  const servers = useServers({});

  it.skipIf(!onPostgres)(
    'refuses sign-in with 503 and Retry-After, and lets the public forms through, counting in memory',
    async () => {
      const [a] = servers as [RunningServer];
      await createUser(a.db.knex, {
        email: 'outage@example.com',
        password: TEST_PASSWORD,
        role: 'admin',
      });
      await a.db.knex.schema.renameTable('rate_limits', 'rate_limits_away');
      try {
        const refused = await signIn(a, '198.51.100.50', 'outage@example.com', TEST_PASSWORD);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(await refused.text()).toContain('Sign-in is unavailable for a moment.');
        expect((await postContact(a, '198.51.100.50')).status).toBe(201);
      } finally {
        await a.db.knex.schema.renameTable('rate_limits_away', 'rate_limits');
      }
      const signedIn = await signIn(a, '198.51.100.50', 'outage@example.com', TEST_PASSWORD);
      expect(signedIn.status).toBe(303);
    },
  );
});
