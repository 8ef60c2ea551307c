/**
 * The owner's alert budget (ALERT_MAX_PER_HOUR): past it in a clock hour, alerts are kept for one
 * roll-up mail at the end of that hour, which lists them; nothing is lost from the Outbox.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventPayload, sessionPayload } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer } from '../../test/mail-server';
import { deliveriesSettled } from '../../test/outbox';

const OWNER = 'owner@studio.example';
const smtp = testMailServer(await freePort());
const LIMIT = 3;

describeIntegration('owner alert budget', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: '100',
    ALERT_MAX_PER_HOUR: String(LIMIT),
    ALERT_MAX_PER_CLIENT: '3',
    TRUST_PROXY: 'loopback',
  });

  it(`mails ${LIMIT} alerts an hour and lists the rest in the hour's roll-up`, async () => {
    const senders = Array.from({ length: 6 }, (_, index) => `budget${index}@example.com`);
    // Each from its own network: what holds them back is the hour's budget.
    for (const [index, email] of senders.entries()) {
      const sent = await app.post(
        '/api/contact',
        { name: `Sender ${index}`, email, message: 'A project I would like to talk about.' },
        { 'x-forwarded-for': `203.0.113.${index + 1}` },
      );
      expect(sent.status).toBe(201);
    }
    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'contact_alert' });
    const alerts = await app.db
      .knex('mail_messages')
      .where({ kind: 'contact_alert' })
      .orderBy('created_at');
    expect(alerts).toHaveLength(6);
    // Counted per clock hour, whichever hour the run falls in.
    const mailedPerHour = new Map<string, number>();
    for (const alert of alerts.filter((row) => row.alerted_at && !row.rollup_hour)) {
      const hour = new Date(alert.alerted_at).toISOString().slice(0, 13);
      mailedPerHour.set(hour, (mailedPerHour.get(hour) ?? 0) + 1);
    }
    for (const count of mailedPerHour.values()) expect(count).toBeLessThanOrEqual(LIMIT);
    const held = alerts.filter((row) => row.rollup_hour);
    expect(held.length + [...mailedPerHour.values()].reduce((a, b) => a + b, 0)).toBe(6);
    expect(held.length).toBeGreaterThan(0);
    for (const row of held) {
      expect(row.status).toBe('suppressed');
      expect(row.status_reason).toMatch(/^Over 3 alerts this hour: listed in the roll-up mail/);
    }
    expect(
      smtp.received.filter((mail) => mail.subject.startsWith('New message from')),
    ).toHaveLength(6 - held.length);

    const hour = new Date(held[0].rollup_hour);
    const rollup = await app.db
      .knex('mail_messages')
      .where({ kind: 'alert_rollup', dedupe_key: `alert_rollup:${hour.toISOString()}` })
      .first();
    expect(rollup).toMatchObject({ status: 'queued', audience: 'owner' });
    // A minute after the hour, once every alert decided in it has committed.
    expect(new Date(rollup.run_at).getTime()).toBe(hour.getTime() + 3660_000);

    // The end of the hour, come early.
    await app.db.knex('mail_messages').where({ id: rollup.id }).update({ run_at: new Date() });
    const heldHere = held.filter((row) => row.rollup_hour.getTime() === hour.getTime());
    const [mail] = await smtp.waitFor((received) => received.subject.includes('more alert'));
    expect(mail!.subject).toBe(
      `${heldHere.length} more ${heldHere.length === 1 ? 'alert' : 'alerts'} from ${mail!.subject.split(' from ')[1]}`,
    );
    const contacts = await app.db
      .knex('contact_messages')
      .whereIn(
        'id',
        heldHere.map((row) => row.ref.contactId),
      )
      .pluck('email');
    for (const email of contacts) expect(mail!.text).toContain(email);
    expect(mail!.text).toContain('ALERT_MAX_PER_HOUR');
  });

  it("counts what the roll-up takes against a network's allowance: a flood fills no roll-up", async () => {
    const client = '198.51.100.7';
    const sessions = [];
    for (let index = 0; index < 10; index += 1) {
      const payload = sessionPayload();
      const opened = await app.post('/api/analytics/session', payload, {
        'x-forwarded-for': client,
      });
      expect(opened.status).toBe(201);
      sessions.push(payload.sessionId);
      const captured = await app.post(
        '/api/analytics/events',
        {
          sessionId: payload.sessionId,
          events: [
            eventPayload(payload.sessionId, 'EMAIL_CAPTURED', {
              metadata: { email: `flood${index}@example.com` },
            }),
          ],
        },
        { 'x-forwarded-for': client },
      );
      expect(captured.status).toBe(201);
    }
    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'capture_alert' });
    const told = await app.db
      .knex('mail_messages')
      .where({ kind: 'capture_alert' })
      .whereIn('about_session', sessions)
      .whereNotNull('alerted_at');
    expect(told.length).toBeLessThanOrEqual(3);
  });
});
