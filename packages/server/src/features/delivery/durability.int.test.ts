/**
 * Delivery under failure: a lead that arrives while SMTP is down is stored at once and its mail goes
 * out once SMTP is back; on PostgreSQL, two instances on one database send one alert per hot lead.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { knownVisitorSession, reachHot, type createSession } from '../../test/analytics-factories';
import {
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestDatabase,
  useTestServer,
} from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';

const OWNER = 'owner@studio.example';
const downPort = await freePort();
let sharedPort = await freePort();
while (sharedPort === downPort) sharedPort = await freePort();

describeIntegration('mail while SMTP is down', () => {
  // Nothing listens on this port until the test starts the SMTP server there.
  const smtp = testMailServer(downPort);
  // Registered first, so it runs last: the server (and its pooled SMTP connection) stops first.
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    DELIVERY_POLL_MS: '100',
    DELIVERY_FIRST_RETRY_SECONDS: '1',
  });

  it('stores the lead at once, and sends its mail when SMTP returns', async () => {
    const email = 'patient.visitor@example.com';
    const response = await app.post('/api/calculate', {
      email,
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    expect(response.status).toBe(201);
    const message = () =>
      app.db.knex('mail_messages').where({ to_address: email, kind: 'estimate' }).first();
    await expect.poll(async () => (await message())?.status, { timeout: 10_000 }).toBe('retrying');
    const failed = await message();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.subject).toBe('Your project estimate: $2,000');

    await smtp.start();
    const [mail] = await smtp.waitFor((m) => m.to.includes(email), 1, 15_000);
    expect(mail!.subject).toBe('Your project estimate: $2,000');
    await expect.poll(async () => (await message())?.status).toBe('sent');
    expect((await message()).attempts).toBeGreaterThanOrEqual(2);
  });
});

describeIntegration('two instances on one database', () => {
  const onPostgres = testDatabaseKind === 'postgres';
  const smtp = testMailServer(sharedPort);
  const database = useTestDatabase();
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    await smtp.start();
    const config = testConfig(database.current, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: OWNER,
      DELIVERY_POLL_MS: '50',
      EVENT_RATE_LIMIT: '100000',
      ANALYTICS_IP_RATE_LIMIT: '1000000',
    });
    servers.push(await startServer(config));
    if (onPostgres) servers.push(await startServer(config));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.stop();
  });

  it.skipIf(!onPostgres)('send exactly one alert per hot lead', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const sessions: string[] = [];
    // Twenty known visitors turn hot, their events spread over both instances.
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const app = i % 2 === 0 ? a : b;
        const client = {
          post: (path: string, body: unknown) =>
            fetch(`${app.url}${path}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'user-agent': 'Mozilla/5.0 Chrome/130',
              },
              body: JSON.stringify(body),
            }),
          db: app.db,
        } as Parameters<typeof createSession>[0];
        const sessionId = await knownVisitorSession(client, `durable${i}@example.com`);
        sessions.push(sessionId);
        await reachHot(client, sessionId);
      }),
    );
    const alerts = await smtp.waitFor((m) => m.subject.startsWith('Hot lead'), 20, 15_000);
    // Stopped, an instance has finished every send it started: nothing more can arrive.
    await Promise.all(servers.map((server) => server.stop()));
    expect(smtp.received.filter((m) => m.subject.startsWith('Hot lead'))).toHaveLength(20);
    const links = alerts.map((m) => /session=([\w-]+)/.exec(m.html)?.[1]);
    expect(new Set(links)).toEqual(new Set(sessions));
  });
});
