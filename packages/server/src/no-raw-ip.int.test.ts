/**
 * The promise that no client address is stored: requests from known addresses (X-Forwarded-For
 * behind TRUST_PROXY) through sign-in, the forms, the analytics routes and their refusals, then every
 * log line the server wrote and every row of every table are searched for those addresses.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from './features/users/service';
import { startServer, type RunningServer } from './server';
import { eventPayload, sessionPayload } from './test/analytics-factories';
import { BROWSER_USER_AGENT } from './test/browser';
import { capturedLog } from './test/captured-log';
import { describeIntegration, testConfig, testDatabaseKind, useTestDatabase } from './test/harness';
import { TEST_PASSWORD } from './test/sign-in';

const IPV4 = '203.0.113.77';
const IPV6 = '2001:db8:77:1::5';
/** What clientKey makes of IPV6 (its /64), and what an address's text would contain. */
const SEARCHED = [IPV4, IPV6, '2001:db8:77:1'];

describeIntegration('no client address in the logs or the database', () => {
  const database = useTestDatabase();
  const { lines, logger } = capturedLog();
  let server: RunningServer | undefined;

  beforeAll(async () => {
    const config = testConfig(database.current, {
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT: '2',
      ANALYTICS_IP_RATE_LIMIT: '6',
    });
    server = await startServer(config, logger);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = (path: string, ip: string, body: string, type = 'application/json') =>
    fetch(`${server!.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': type, 'user-agent': BROWSER_USER_AGENT, 'x-forwarded-for': ip },
      body,
    });
  const json = (path: string, ip: string, body: unknown) => send(path, ip, JSON.stringify(body));
  const signIn = (ip: string, password: string) =>
    send(
      '/api/login',
      ip,
      new URLSearchParams({ email: 'owner@example.com', password }).toString(),
      'application/x-www-form-urlencoded',
    );

  it('writes neither address in any log line or any row, through every route that counts clients', async () => {
    await createUser(server!.db.knex, {
      email: 'owner@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const statuses: number[] = [];
    for (const ip of [IPV4, IPV6]) {
      statuses.push((await signIn(ip, TEST_PASSWORD)).status);
      for (let i = 0; i < 6; i++) statuses.push((await signIn(ip, 'a wrong guess')).status);

      const session = sessionPayload();
      statuses.push((await json('/api/analytics/session', ip, session)).status);
      for (let i = 0; i < 6; i++) {
        const event = eventPayload(session.sessionId, 'SCROLL_DEPTH', { eventValue: 25 * i });
        statuses.push((await json('/api/analytics/event', ip, event)).status);
      }
      const contact = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
      statuses.push((await send('/api/contact', ip, '{"name":')).status);
      for (let i = 0; i < 2; i++) statuses.push((await json('/api/contact', ip, contact)).status);
      statuses.push(
        (
          await json('/api/calculate', ip, {
            email: 'calc@example.com',
            selectedFeatures: ['auth'],
            totalCost: 2000,
            sessionId: session.sessionId,
          })
        ).status,
      );
      statuses.push((await json('/api/newsletter', ip, { email: 'news@example.com' })).status);
    }
    // Each kind of answer happened: signed in, failed, refused by the throttle and by rate limits.
    // Per address: signed in, 5 failures then refused; a session and 5 events, then the per-client
    // limit; a malformed form, one stored, then the form limit; a lead and a newsletter sign-up.
    const perAddress = [303, 401, 401, 401, 401, 401, 429, 201, 201, 201, 201, 201, 201, 429];
    const forms = [400, 201, 429, 201];
    expect(statuses).toEqual([...perAddress, ...forms, 202, ...perAddress, ...forms, 202]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    expect(lines.length).toBeGreaterThan(50);
    expect(lines.some((line) => line.includes('"msg":"sign-in failed"'))).toBe(true);
    expect(lines.some((line) => line.includes('"status":429'))).toBe(true);
    const logged = lines.filter((line) => SEARCHED.some((address) => line.includes(address)));
    expect(logged).toEqual([]);

    const { knex } = server!.db;
    const tables = (await knex('information_schema.tables')
      .where({ table_schema: knex.raw('current_schema()'), table_type: 'BASE TABLE' })
      .pluck('table_name')) as string[];
    expect(tables).toEqual(expect.arrayContaining(['rate_limits', 'ip_salts', 'analytics_events']));
    const found: string[] = [];
    for (const table of tables) {
      for (const address of SEARCHED) {
        const { rows } = await knex.raw<{ rows: { n: number }[] }>(
          'select count(*)::int as n from ?? t where t::text like ?',
          [table, `%${address}%`],
        );
        if (rows[0]!.n > 0) found.push(`${table}: ${address}`);
      }
    }
    expect(found).toEqual([]);
    // On PostgreSQL the counters are rows (keyed by the hashed client); the embedded database keeps
    // them in memory.
    const counters = await knex('rate_limits').pluck('key');
    if (testDatabaseKind === 'postgres') expect(counters.length).toBeGreaterThan(0);
    expect(await knex('ip_salts').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
  });
});
