/**
 * The owner hears once, about people they can reach, and nobody can flood them (mail/alert-gate.ts),
 * against a real SMTP server: anonymous hot leads are listed but not mailed, one network address
 * sets off at most ALERT_MAX_PER_CLIENT alerts an hour, a form that makes a hot lead is one alert,
 * a popup capture alerts, and the visitor cap counts mailboxes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, eventPayload, sessionPayload, track } from '../../test/analytics-factories';
import { describeIntegration, useTestServer, type TestServer } from '../../test/harness';
import { freePort, testMailServer, type ReceivedMail } from '../../test/mail-server';
import { deliveriesSettled } from '../../test/outbox';
import { startServiceReceiver, type ServiceReceiver } from '../../test/service-receiver';
import { adminFetch, signedIn } from '../../test/sign-in';
import { ANONYMOUS_REASON } from './mail/alert-gate';

const OWNER = 'owner@studio.example';
const smtp = testMailServer(await freePort());
const toOwner = (mail: ReceivedMail) => mail.to.includes(OWNER);

/** A session opened from `client` (X-Forwarded-For, believed from loopback). */
async function sessionFrom(app: TestServer, client: string): Promise<string> {
  const payload = sessionPayload({ isReturningVisitor: true, visitCount: 2 });
  const response = await app.post('/api/analytics/session', payload, {
    'x-forwarded-for': client,
  });
  expect(response.status).toBe(201);
  return payload.sessionId;
}

/** One events batch that takes a returning visitor's session past 75 points. */
async function hotBatch(app: TestServer, sessionId: string, client: string, extra: object[] = []) {
  const events = [
    eventPayload(sessionId, 'RETURN_VISITOR'),
    eventPayload(sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' }),
    eventPayload(sessionId, 'CALCULATOR_STARTED', { pageUrl: '/calculator' }),
    ...['auth', 'payment', 'admin'].map((featureId) =>
      eventPayload(sessionId, 'CALCULATOR_FEATURE_SELECTED', {
        pageUrl: '/calculator',
        metadata: { featureId },
      }),
    ),
    ...extra,
  ];
  const response = await app.post(
    '/api/analytics/events',
    { sessionId, events },
    { 'x-forwarded-for': client },
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { score: number };
  expect(body.score).toBeGreaterThanOrEqual(75);
}

const ownerMailsSettled = (app: TestServer) =>
  deliveriesSettled(app.db.knex, 'mail_messages', { audience: 'owner' });

describeIntegration('owner alerts', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: '100',
    TRUST_PROXY: 'loopback',
    EVENT_RATE_LIMIT: '100000',
    ANALYTICS_IP_RATE_LIMIT: '100000',
    ALERT_MAX_PER_HOUR: '1000',
    ALERT_MAX_PER_CLIENT: '3',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  let slack: ServiceReceiver;
  beforeAll(async () => {
    slack = await startServiceReceiver();
    const cookie = await signedIn(app, 'admin');
    const created = await adminFetch(app, () => cookie)('POST', '/api/admin/webhooks', {
      url: slack.urls.slack,
      events: ['lead.created', 'contact.created', 'hot_lead.created', 'email.captured'],
      format: 'slack',
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => slack.close());
  const slackSettled = () => deliveriesSettled(app.db.knex, 'webhook_deliveries');

  it('mails nobody for 40 anonymous sessions pushed over 75 from one address, and lists them', async () => {
    const client = '203.0.113.40';
    const sessions = await Promise.all(Array.from({ length: 40 }, () => sessionFrom(app, client)));
    await Promise.all(sessions.map((sessionId) => hotBatch(app, sessionId, client)));
    await ownerMailsSettled(app);
    expect(smtp.received.filter(toOwner)).toHaveLength(0);
    const alerts = await app.db.knex('mail_messages').where({ kind: 'hot_lead_alert' });
    expect(alerts).toHaveLength(40);
    for (const alert of alerts)
      expect(alert).toMatchObject({ status: 'suppressed', status_reason: ANONYMOUS_REASON });
    expect(await app.db.knex('hot_leads').whereIn('session_id', sessions)).toHaveLength(40);
    // Nor does the owner's Slack hear of them.
    await slackSettled();
    expect(slack.received).toHaveLength(0);
  });

  it('mails at most ALERT_MAX_PER_CLIENT (3) an hour for addresses given from one network', async () => {
    const client = '198.51.100.7';
    const sessions = await Promise.all(Array.from({ length: 10 }, () => sessionFrom(app, client)));
    await Promise.all(
      sessions.map((sessionId, index) =>
        hotBatch(app, sessionId, client, [
          eventPayload(sessionId, 'EMAIL_CAPTURED', {
            metadata: { email: `flood${index}@example.com`, name: `Flood ${index}` },
          }),
        ]),
      ),
    );
    await ownerMailsSettled(app);
    const mailed = smtp.received.filter(
      (mail) => toOwner(mail) && /flood\d@example\.com/.test(mail.text),
    );
    expect(mailed).toHaveLength(3);
    const rows = await app.db
      .knex('mail_messages')
      .whereIn('about_session', sessions)
      .whereIn('kind', ['capture_alert', 'hot_lead_alert']);
    // Each session: one capture alert and one hot-lead alert, of which at most one is mailed.
    expect(rows).toHaveLength(20);
    // Three sessions tell the owner (by their capture or their hot lead, whichever went first, the
    // other told in it); the other seven are listed and mail nobody.
    const reasons = rows.map((row) => (row.status === 'sent' ? 'sent' : row.status_reason));
    expect(reasons.filter((reason) => reason === 'sent')).toHaveLength(3);
    expect(reasons.filter((reason) => /^Told in the/.test(reason))).toHaveLength(3);
    expect(reasons.filter((reason) => /this visitor's network/.test(reason))).toHaveLength(14);
    // Another network is not held back by the first.
    const other = await sessionFrom(app, '192.0.2.99');
    await hotBatch(app, other, '192.0.2.99', [
      eventPayload(other, 'EMAIL_CAPTURED', { metadata: { email: 'someone.else@example.com' } }),
    ]);
    await smtp.waitFor((mail) => toOwner(mail) && mail.text.includes('someone.else@example.com'));
    // The chat follows the mail: three from the flooding network, one from the other.
    await slackSettled();
    expect(slack.received.filter((d) => /flood\d@example\.com/.test(d.body))).toHaveLength(3);
    expect(slack.received.filter((d) => d.body.includes('someone.else@example.com'))).toHaveLength(
      1,
    );
  });

  it('tells the owner once when a calculator submission makes a hot lead', async () => {
    const client = '203.0.113.77';
    const sessionId = await sessionFrom(app, client);
    const answer = await app.post(
      '/api/analytics/events',
      {
        sessionId,
        events: [
          eventPayload(sessionId, 'RETURN_VISITOR'),
          eventPayload(sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' }),
          eventPayload(sessionId, 'CALCULATOR_STARTED', { pageUrl: '/calculator' }),
          eventPayload(sessionId, 'CALCULATOR_FEATURE_SELECTED', {
            pageUrl: '/calculator',
            metadata: { featureId: 'auth' },
          }),
        ],
      },
      { 'x-forwarded-for': client },
    );
    expect(((await answer.json()) as { score: number }).score).toBe(55);
    const visitor = 'one.alert@example.com';
    const submitted = await app.post(
      '/api/calculate',
      { name: 'Once', email: visitor, selectedFeatures: ['auth'], totalCost: 2000, sessionId },
      { 'x-forwarded-for': client },
    );
    expect(submitted.status).toBe(201);
    await ownerMailsSettled(app);
    const told = smtp.received.filter((mail) => toOwner(mail) && mail.text.includes(visitor));
    expect(told.map((mail) => mail.subject)).toEqual([expect.stringContaining('calculator lead')]);
    const hot = await app.db
      .knex('mail_messages')
      .where({ kind: 'hot_lead_alert', about_session: sessionId })
      .first();
    expect(hot).toMatchObject({ status: 'suppressed' });
    expect(hot.status_reason).toMatch(/^Told in the "New calculator lead" alert/);
  });

  it('alerts the owner when a visitor says yes in the popup, with what they did', async () => {
    const sessionId = await createSession(app);
    await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
    const captured = await track(app, sessionId, 'EMAIL_CAPTURED', {
      metadata: { email: 'Yes.Please@example.com', name: 'Yael' },
    });
    expect(captured).toMatchObject({ status: 201, points: 5 });
    const [alert] = await smtp.waitFor(
      (mail) => toOwner(mail) && mail.text.includes('Yes.Please@example.com'),
    );
    expect(alert!.subject).toBe('Yael <Yes.Please@example.com> left their address (25 points)');
    expect(alert!.text).toContain(`Let's Talk`);
    expect(alert!.text).toContain('Viewed services');
    expect(alert!.html).toMatch(/https:\/\/studio\.example\/admin\/people\/[\w-]+/);
  });

  it('counts sub-addresses and Gmail dots as one mailbox for the daily visitor cap', async () => {
    const spellings = [
      'mail.box+1@gmail.com',
      'mailbox+2@gmail.com',
      'MailBox@googlemail.com',
      'm.a.i.l.b.o.x+3@gmail.com',
      'mailbox+4@gmail.com',
    ];
    for (const email of spellings)
      expect(
        (await app.post('/api/calculate', { email, selectedFeatures: ['auth'], totalCost: 2000 }))
          .status,
      ).toBe(201);
    await deliveriesSettled(app.db.knex, 'mail_messages', { audience: 'visitor' });
    expect(spellings.flatMap((email) => smtp.to(email))).toHaveLength(3);
    const held = await app.db
      .knex('mail_messages')
      .where({ audience: 'visitor', to_mailbox: 'mailbox@gmail.com', status: 'suppressed' });
    expect(held).toHaveLength(2);
    expect(held[0].status_reason).toBe('At most 3 mails a day to one mailbox');
  });
  it("keeps one network's forms past its allowance for the hour's roll-up, not lost", async () => {
    const client = '192.0.2.200';
    for (let index = 0; index < 8; index += 1)
      expect(
        (
          await app.post(
            '/api/contact',
            { name: `Form ${index}`, email: `form${index}@example.com`, message: 'Hello there.' },
            { 'x-forwarded-for': client },
          )
        ).status,
      ).toBe(201);
    // (The roll-up waits for the end of the hour: this is the file's last test.)
    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'contact_alert' });
    const alerts = await app.db
      .knex('mail_messages')
      .where({ kind: 'contact_alert' })
      .whereRaw(`about_mailbox like 'form%@example.com'`);
    expect(alerts).toHaveLength(8);
    expect(alerts.filter((row) => row.status === 'sent')).toHaveLength(3);
    const rolled = alerts.filter((row) => row.rollup_hour !== null);
    expect(rolled).toHaveLength(5);
    for (const row of rolled)
      expect(row.status_reason).toBe(
        "3 alerts this hour already came from this visitor's network: listed in the roll-up mail at the end of the hour",
      );
    expect(
      await app.db.knex('mail_messages').where({ kind: 'alert_rollup' }).whereNotNull('run_at'),
    ).toHaveLength(1);
  });
});
