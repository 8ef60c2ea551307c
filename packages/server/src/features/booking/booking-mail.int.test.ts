/**
 * A booking's mails through the real SMTP server: the invitation (text/calendar; method=REQUEST
 * with a VEVENT of the slot) to the visitor and the owner, SEQUENCE + 1 on a move, METHOD:CANCEL on
 * a cancellation; the reminders queued 24 h before and suppressed by a cancellation; the feed.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BookingCreated } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { freePort, testMailServer, type ReceivedMail } from '../../test/mail-server';
import { deliveriesSettled } from '../../test/outbox';
import { adminFetch, signedIn } from '../../test/sign-in';
import { icsTime, OPEN_ALL_WEEK, postJson, slotAfter, veventOf } from './test-kit';

const OWNER = 'owner@studio.example';
const smtp = testMailServer(await freePort());

async function calendarOf(mail: ReceivedMail, method: 'REQUEST' | 'CANCEL') {
  expect(mail.raw).toMatch(
    new RegExp(`Content-Type: text/calendar;[^\\r\\n]*method=${method}`, 'i'),
  );
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const content = part ? part.content.toString('utf8') : '';
  expect(content).toContain(`METHOD:${method}`);
  return veventOf(content);
}

describeIntegration('booking mails, reminders and the feed', () => {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const app = useTestServer({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OWNER,
    PUBLIC_URL: 'https://studio.example',
    DELIVERY_POLL_MS: '100',
    TRUST_PROXY: 'true',
  });
  let cookie = '';
  const admin = adminFetch(app, () => cookie);

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
    expect((await admin('PUT', '/api/admin/settings/booking', OPEN_ALL_WEEK)).status).toBe(200);
  });

  it('sends the visitor and the owner an invitation with the slot; a move sends SEQUENCE 1, a cancel METHOD:CANCEL', async () => {
    const visitor = 'invited@example.com';
    const slot = await slotAfter(app.url, 30);
    const answer = await postJson(app.url, '/api/booking', {
      start: slot.start,
      name: 'Ivy <b>X</b>',
      email: visitor,
      note: 'Shop',
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as BookingCreated;

    const [mail] = await smtp.waitFor((m) => m.to.includes(visitor));
    const event = await calendarOf(mail!, 'REQUEST');
    expect(event).toMatchObject({
      DTSTART: icsTime(slot.start),
      DTEND: icsTime(slot.end),
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
    });
    expect(event.UID).toContain(id);
    expect(event.ORGANIZER).toMatch(/^mailto:/i);
    expect(event.ATTENDEE).toMatch(new RegExp(`mailto:${visitor}`, 'i'));
    const [token] = /#token=([A-Za-z0-9_-]{43})/.exec(mail!.text)!.slice(1);
    expect(event.DESCRIPTION).toContain(`https://studio.example/book/manage#token=${token}`);
    // The visitor's mail does not carry the name they typed.
    expect(mail!.raw).not.toContain('Ivy');

    const [alert] = await smtp.waitFor(
      (m) => m.to.includes(OWNER) && m.subject.includes('Call booked'),
    );
    expect(alert!.text).toContain(visitor);
    expect((await calendarOf(alert!, 'REQUEST')).DTSTART).toBe(icsTime(slot.start));

    const target = await slotAfter(app.url, 30, 4);
    expect(
      (await postJson(app.url, `/api/booking/manage/${token}/move`, { start: target.start }))
        .status,
    ).toBe(200);
    const moved = await smtp.waitFor((m) => m.to.includes(visitor), 2);
    expect(await calendarOf(moved[1]!, 'REQUEST')).toMatchObject({
      SEQUENCE: '1',
      DTSTART: icsTime(target.start),
    });

    expect((await postJson(app.url, `/api/booking/manage/${token}/cancel`, {})).status).toBe(200);
    const cancelled = await smtp.waitFor((m) => m.to.includes(visitor), 3);
    expect(await calendarOf(cancelled[2]!, 'CANCEL')).toMatchObject({
      SEQUENCE: '2',
      STATUS: 'CANCELLED',
    });
    await deliveriesSettled(app.db.knex, 'mail_messages', { kind: 'booking_update' });
  });

  it('queues both reminders 24 h before the call, replaces them on a move and suppresses them on a cancel', async () => {
    const visitor = 'reminded@example.com';
    const slot = await slotAfter(app.url, 50);
    const { id } = (await (
      await postJson(app.url, '/api/booking', { start: slot.start, name: 'Rem', email: visitor })
    ).json()) as BookingCreated;
    const reminders = () =>
      app.db
        .knex('mail_messages')
        .whereRaw(`ref->>'bookingId' = ?`, [id])
        .whereIn('kind', ['booking_reminder', 'booking_owner_reminder'])
        .orderBy('created_at')
        .select('kind', 'status', 'run_at', 'to_address');
    const first = await reminders();
    expect(first.map((r) => [r.kind, r.status])).toEqual([
      ['booking_reminder', 'queued'],
      ['booking_owner_reminder', 'queued'],
    ]);
    for (const r of first)
      expect(new Date(r.run_at).getTime()).toBe(Date.parse(slot.start) - 24 * 3_600_000);
    expect(first[0]!.to_address).toBe(visitor);

    const [token] = /#token=([A-Za-z0-9_-]{43})/
      .exec((await smtp.waitFor((m) => m.to.includes(visitor)))[0]!.text)!
      .slice(1);
    const target = await slotAfter(app.url, 50, 6);
    expect(
      (await postJson(app.url, `/api/booking/manage/${token}/move`, { start: target.start }))
        .status,
    ).toBe(200);
    const after = await reminders();
    expect(
      after.filter((r) => r.status === 'queued').map((r) => new Date(r.run_at).getTime()),
    ).toEqual([
      Date.parse(target.start) - 24 * 3_600_000,
      Date.parse(target.start) - 24 * 3_600_000,
    ]);
    expect(after.filter((r) => r.status === 'suppressed')).toHaveLength(2);

    expect((await postJson(app.url, `/api/booking/manage/${token}/cancel`, {})).status).toBe(200);
    expect((await reminders()).every((r) => r.status === 'suppressed')).toBe(true);
  });

  it('serves the owner a secret feed of confirmed calls; a wrong or rotated secret is 404', async () => {
    const slot = await slotAfter(app.url, 2, 10);
    await postJson(app.url, '/api/booking', {
      start: slot.start,
      name: 'Feed Person',
      email: 'feed@example.com',
    });
    const { url } = (await (await admin('GET', '/api/admin/settings/booking/feed')).json()) as {
      url: string;
    };
    expect(url).toMatch(/^https:\/\/studio\.example\/api\/booking\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await (await admin('GET', '/api/admin/settings/booking/feed')).json()).toEqual({ url });
    const local = url.replace('https://studio.example', app.url);
    const feed = await fetch(local);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toContain(`DTSTART:${icsTime(slot.start)}`);
    expect(body).toContain('Call with Feed Person');
    expect(body).not.toContain('STATUS:CANCELLED');

    expect(
      (await fetch(local.replace(/[A-Za-z0-9_-]{32}\.ics$/, 'x'.repeat(32) + '.ics'))).status,
    ).toBe(404);
    expect((await fetch(local.replace(/\.ics$/, ''))).status).toBe(404);
    const rotated = (await (
      await admin('POST', '/api/admin/settings/booking/feed/rotate')
    ).json()) as { url: string };
    expect(rotated.url).not.toBe(url);
    expect((await fetch(local)).status).toBe(404);
    expect((await fetch(rotated.url.replace('https://studio.example', app.url))).status).toBe(200);
  });
});
