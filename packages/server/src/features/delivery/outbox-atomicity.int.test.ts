/**
 * The outbox commits with its cause or not at all: a lead whose transaction fails leaves no message and
 * no delivery behind. The owner's daily digest, queued once a day at DIGEST_HOUR. A webhook redirect,
 * not followed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSession } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';
import { localClock, queueDigestIfDue } from './mail/digest';

const smtpPort = await freePort();

describeIntegration('the outbox and its cause', () => {
  const app = useTestServer({ NOTIFY_EMAIL: 'owner@studio.example', DELIVERY_POLL_MS: '100' });

  it('queues nothing for a lead whose transaction rolls back', async () => {
    const sessionId = await createSession(app);
    const knex = app.db.knex;
    await knex('webhook_endpoints').insert({
      url: 'https://hooks.example.com/x',
      events: ['lead.created'],
      secret: 'whsec_dGVzdC1zZWNyZXQtMDEyMzQ1Njc4OQ==',
    });
    // The ledger refuses this session's rows: the lead's transaction fails after its mail was queued.
    await knex.raw(`create or replace function refuse_ledger_row() returns trigger language plpgsql as $$
      begin
        if new.session_id = '${sessionId}' then raise exception 'ledger unavailable'; end if;
        return new;
      end $$`);
    await knex.raw(`create trigger refuse_ledger_row before insert on analytics_events
      for each row execute function refuse_ledger_row()`);
    const email = 'rolled.back@example.com';
    try {
      const refused = await app.post('/api/calculate', {
        email,
        selectedFeatures: ['auth'],
        totalCost: 2000,
        sessionId,
      });
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await knex.raw('drop trigger refuse_ledger_row on analytics_events');
      await knex.raw('drop function refuse_ledger_row()');
    }
    expect(await knex('calculator_leads').where({ email })).toEqual([]);
    expect(await knex('mail_messages').where({ to_address: email })).toEqual([]);
    expect(await knex('mail_messages').where({ kind: 'lead_alert' })).toEqual([]);
    expect(await knex('webhook_deliveries').where({ event_type: 'lead.created' })).toEqual([]);

    // The same lead once the ledger accepts it: everything is queued with it.
    const stored = await app.post('/api/calculate', {
      email,
      selectedFeatures: ['auth'],
      totalCost: 2000,
      sessionId,
    });
    expect(stored.status).toBe(201);
    expect(await knex('mail_messages').where({ to_address: email })).toHaveLength(1);
    expect(await knex('mail_messages').where({ kind: 'lead_alert' })).toHaveLength(1);
    expect(await knex('webhook_deliveries').where({ event_type: 'lead.created' })).toHaveLength(1);
  });
});

describeIntegration('the daily digest', () => {
  // A fixed clock (it runs on from there), so that the date the digest is for is known: noon in
  // Berlin, whatever the time of the run. Registered first, so it ends after the server has stopped.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T11:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());
  const smtp = testMailServer(smtpPort);
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // The digest hour has come in this zone (hour 0 comes every day), so the worker queues it at once.
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'owner@studio.example',
    DIGEST_HOUR: '0',
    TIME_ZONE: 'Europe/Berlin',
    DELIVERY_POLL_MS: '100',
  });

  it('is sent once a day with the figures of the day before it', async () => {
    const [digest] = await smtp.waitFor((mail) => mail.subject.startsWith('Your day on'));
    // The plain-text part writes headings in capitals.
    expect(digest!.text).toContain('DAILY DIGEST FOR 2026-03-10');
    // Queued by the worker's first round, on an empty database.
    expect(digest!.text).toContain('Calculator leads: 0');
    expect(digest!.text).toContain('Hot leads: 0');
    // Asked again the same day (by this or another instance), it queues nothing more.
    expect(await queueDigestIfDue(app.db.knex, 0, 'Europe/Berlin')).toBe(false);
    const rows = await app.db.knex('mail_messages').where({ kind: 'digest' });
    expect(rows).toHaveLength(1);
    expect(rows[0].dedupe_key).toBe('digest:2026-03-10');
  });

  it("waits for its hour in the owner's time zone", async () => {
    // 05:30 UTC is 06:30 in Berlin in winter: before 07:00, not yet; at 07:00, due.
    const early = new Date('2026-01-15T05:30:00Z');
    expect(localClock(early, 'Europe/Berlin')).toEqual({ date: '2026-01-15', hour: 6 });
    expect(await queueDigestIfDue(app.db.knex, 7, 'Europe/Berlin', early)).toBe(false);
    expect(
      await queueDigestIfDue(app.db.knex, 7, 'Europe/Berlin', new Date('2026-01-15T06:00:00Z')),
    ).toBe(true);
    expect(
      await queueDigestIfDue(app.db.knex, 7, 'Europe/Berlin', new Date('2026-01-15T20:00:00Z')),
    ).toBe(false);
  });
});

describeIntegration('a webhook receiver that redirects', () => {
  const app = useTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true', DELIVERY_POLL_MS: '100' });
  let hits = 0;
  let target = '';
  const server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/elsewhere') target = 'followed';
    response.writeHead(302, { location: '/elsewhere' }).end();
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is not followed: the delivery waits for a retry, saying why', async () => {
    const { port } = server.address() as AddressInfo;
    const [endpoint] = await app.db
      .knex('webhook_endpoints')
      .insert({
        url: `http://127.0.0.1:${port}/hooks`,
        events: ['lead.created'],
        secret: 'whsec_dGVzdC1zZWNyZXQtMDEyMzQ1Njc4OQ==',
      })
      .returning<{ id: string }[]>('id');
    await app.post('/api/calculate', {
      email: 'hop@example.com',
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    const delivery = () =>
      app.db.knex('webhook_deliveries').where({ endpoint_id: endpoint!.id }).first();
    await expect.poll(async () => (await delivery())?.status).toBe('retrying');
    expect(await delivery()).toMatchObject({
      response_status: 302,
      last_error: 'HTTP 302 (redirects are not followed)',
    });
    expect(hits).toBe(1);
    expect(target).toBe('');
  });
});
