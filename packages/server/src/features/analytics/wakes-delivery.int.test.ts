/**
 * The event that makes a known visitor's session hot wakes the delivery worker once it is committed:
 * the owner's alert goes out at once, not at the worker's next poll (set here far beyond what the
 * test waits).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventPayload, knownVisitorSession, reachHot } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';

const smtp = testMailServer(await freePort());
const POLL_MS = 60_000;
const WAIT_MS = 10_000;

const alertFor = (sessionId: string) =>
  smtp.waitFor(
    (mail) => mail.subject.startsWith('Hot lead') && mail.html.includes(sessionId),
    1,
    WAIT_MS,
  );

describeIntegration('ingestion wakes the delivery worker', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'owner@studio.example',
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: String(POLL_MS),
    EVENT_RATE_LIMIT: '1000',
  });

  it('for a hot lead created by single events (the group commit)', async () => {
    const sessionId = await knownVisitorSession(app, 'single.events@example.com');
    await reachHot(app, sessionId);
    const [alert] = await alertFor(sessionId);
    expect(alert!.to).toEqual(['owner@studio.example']);
  });

  it('for a hot lead created by one batch', async () => {
    const sessionId = await knownVisitorSession(app, 'one.batch@example.com');
    const event = (type: string, pageUrl: string, metadata: Record<string, unknown> = {}) => {
      const { sessionId: _, ...fields } = eventPayload(sessionId, type, { pageUrl, metadata });
      return fields;
    };
    const response = await app.post('/api/analytics/events', {
      sessionId,
      events: [
        event('RETURN_VISITOR', '/'),
        event('SERVICES_PAGE_VIEWED', '/services'),
        event('CALCULATOR_STARTED', '/calculator'),
        ...['auth', 'payment', 'admin'].map((featureId) =>
          event('CALCULATOR_FEATURE_SELECTED', '/calculator', { featureId }),
        ),
      ],
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { score: number }).score).toBe(75);
    await alertFor(sessionId);
    // The mail has arrived; the worker records the server's answer a moment later.
    await expect
      .poll(() =>
        app.db
          .knex('mail_messages')
          .where({ kind: 'hot_lead_alert' })
          .whereRaw(`ref->>'hotLeadId' = (select id::text from hot_leads where session_id = ?)`, [
            sessionId,
          ])
          .first('status', 'attempts'),
      )
      .toEqual({ status: 'sent', attempts: 1 });
  });
});
