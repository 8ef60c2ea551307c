/**
 * Booking a call over HTTP: the default availability of a fresh install, the owner's settings, a
 * booking and what it joins (person, stage, session, score), the refusals (400, 409, 404), the
 * caps, and the visitor's manage link.
 */
import { expect, it } from 'vitest';
import { addDays, zoneDate, type BookingCreated, type ManagedBooking } from '@leadline/domain';
import { createSession } from '../../test/analytics-factories';
import { describeIntegration, useTestServer } from '../../test/harness';
import { adminFetch, signedIn } from '../../test/sign-in';
import { MAX_MOVES } from './queries';
import { freeSlots, nextIp, OPEN_ALL_WEEK, postJson, slotAfter } from './test-kit';

const ZONE = 'Europe/Berlin';

describeIntegration('booking a call', () => {
  const app = useTestServer({ TIME_ZONE: ZONE, TRUST_PROXY: 'true' });
  let cookie = '';
  const admin = adminFetch(app, () => cookie);
  const book = (body: Record<string, unknown>, ip = nextIp()) =>
    postJson(app.url, '/api/booking', { name: 'Ann Lee', ...body }, ip);
  const manage = (token: string, action = '', body?: unknown) =>
    action
      ? postJson(app.url, `/api/booking/manage/${token}/${action}`, body ?? {})
      : fetch(`${app.url}/api/booking/manage/${token}`);
  const tokenOf = async (email: string) => {
    const [mail] = (await app.db
      .knex('mail_messages')
      .where({ kind: 'booking_confirmation', to_address: email })
      .orderBy('created_at', 'desc')
      .select('ref')) as { ref: { manageToken: string } }[];
    return mail!.ref.manageToken;
  };

  it('offers weekdays 09:00-17:00 in TIME_ZONE from the next working day on a fresh install', async () => {
    const { timeZone, slots } = await freeSlots(app.url, 'days=10');
    expect(timeZone).toBe(ZONE);
    let next = addDays(zoneDate(Date.now(), ZONE), 1);
    while (['Sat', 'Sun'].includes(new Date(`${next}T12:00:00Z`).toUTCString().slice(0, 3)))
      next = addDays(next, 1);
    const local = (iso: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: ZONE,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso));
    expect(local(slots[0]!.start)).toBe(`${next} 09:00`);
    expect(slots.filter((slot) => local(slot.start).startsWith(next))).toHaveLength(16);
    expect(Date.parse(slots[0]!.end) - Date.parse(slots[0]!.start)).toBe(30 * 60_000);
    for (const slot of slots) {
      const day = new Date(slot.start).toLocaleDateString('en-US', {
        timeZone: ZONE,
        weekday: 'short',
      });
      expect(['Sat', 'Sun']).not.toContain(day);
    }
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'days=0',
      'days=32',
      'days=x',
      'from=2026-02-30',
      'from=tomorrow',
      'days=1.5',
      // Far from now, the days after `from` leave what Date and the database hold: a 400, not a 500.
      'from=9999-12-31&days=31',
      'from=0001-01-01&days=31',
    ]) {
      const answer = await fetch(`${app.url}/api/booking/slots?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });

  it('answers the default settings until the owner saves; refuses bad settings; saves good ones', async () => {
    cookie = await signedIn(app, 'admin');
    const before = await admin('GET', '/api/admin/settings/booking');
    expect(await before.json()).toMatchObject({
      timeZone: ZONE,
      meetingMinutes: 30,
      bufferMinutes: 0,
    });
    for (const bad of [
      { ...OPEN_ALL_WEEK, extra: true },
      { ...OPEN_ALL_WEEK, meetingMinutes: 5 },
      { ...OPEN_ALL_WEEK, timeZone: 'Nowhere/Land' },
      {
        ...OPEN_ALL_WEEK,
        weeklyHours: { ...OPEN_ALL_WEEK.weeklyHours, mon: [{ start: '12:00', end: '11:00' }] },
      },
    ]) {
      expect((await admin('PUT', '/api/admin/settings/booking', bad)).status).toBe(400);
    }
    const saved = await admin('PUT', '/api/admin/settings/booking', OPEN_ALL_WEEK);
    expect(saved.status).toBe(200);
    expect(await (await admin('GET', '/api/admin/settings/booking')).json()).toEqual(OPEN_ALL_WEEK);
    const { timeZone, slots } = await freeSlots(app.url, 'days=2');
    expect(timeZone).toBe('UTC');
    expect(Date.parse(slots[0]!.start)).toBeGreaterThan(Date.now());
  });

  it('books a free slot: 201, the person at "Call booked", the session linked and scored', async () => {
    const sessionId = await createSession(app);
    const slot = await slotAfter(app.url, 2);
    const answer = await book({
      start: slot.start,
      email: 'Booker@Example.com',
      note: 'About a shop',
      sessionId,
    });
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as BookingCreated;
    expect(created).toEqual({ id: expect.any(String), start: slot.start, end: slot.end });

    const person = await app.db.knex('people').where({ email: 'booker@example.com' }).first();
    expect(person).toMatchObject({ stage: 'call_booked', name: 'Ann Lee' });
    const booking = await app.db.knex('bookings').where({ id: created.id }).first();
    expect(booking).toMatchObject({
      person_id: person.id,
      session_id: sessionId,
      status: 'confirmed',
      sequence: 0,
    });
    expect(booking.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const event = await app.db
      .knex('analytics_events')
      .where({ session_id: sessionId, event_type: 'CALL_BOOKED' })
      .first();
    expect(event).toMatchObject({ points: 30 });
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first();
    expect(session.facts).toContain('booked_call');

    // The slot is gone from the free ones, and a second booking of it is 409.
    const { slots } = await freeSlots(app.url, 'days=7');
    expect(slots.map((s) => s.start)).not.toContain(slot.start);
    expect((await book({ start: slot.start, email: 'other@example.com' })).status).toBe(409);
  });

  it('does not move a Won person back, and books without a session', async () => {
    await app.db.knex.raw(`select touch_person('won@example.com', 'Won', null, now())`);
    await app.db.knex('people').where({ email: 'won@example.com' }).update({ stage: 'won' });
    const slot = await slotAfter(app.url, 2, 3);
    expect((await book({ start: slot.start, email: 'won@example.com' })).status).toBe(201);
    expect(await app.db.knex('people').where({ email: 'won@example.com' }).first('stage')).toEqual({
      stage: 'won',
    });
  });

  it('answers 400 to a time that is no slot and to invalid fields, writing nothing', async () => {
    const before = await app.db.knex('bookings').count<{ n: number }[]>({ n: '*' });
    const slot = await slotAfter(app.url, 2, 5);
    const offGrid = new Date(Date.parse(slot.start) + 10 * 60_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    for (const body of [
      { start: offGrid, email: 'x@example.com' },
      { start: past, email: 'x@example.com' },
      { start: far, email: 'x@example.com' },
      { start: slot.start, email: 'not an address' },
      { start: slot.start, email: 'x@example.com', name: '' },
      { start: 'soon', email: 'x@example.com' },
    ]) {
      const answer = await book(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await app.db.knex('bookings').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('caps upcoming calls per mailbox and per network', async () => {
    const email = 'capped+one@gmail.com';
    const ip = '198.51.100.7';
    expect((await book({ start: (await slotAfter(app.url, 2, 7)).start, email }, ip)).status).toBe(
      201,
    );
    expect(
      (
        await book(
          { start: (await slotAfter(app.url, 2, 8)).start, email: 'cap.ped@gmail.com' },
          ip,
        )
      ).status,
    ).toBe(201);
    const third = await book({
      start: (await slotAfter(app.url, 2, 9)).start,
      email: 'capped+two@gmail.com',
    });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({
      error: expect.stringContaining('already has 2 calls'),
    });
    expect(
      (await book({ start: (await slotAfter(app.url, 2, 10)).start, email: 'net@example.com' }, ip))
        .status,
    ).toBe(201);
    const fourth = await book(
      { start: (await slotAfter(app.url, 2, 11)).start, email: 'net2@example.com' },
      ip,
    );
    expect(fourth.status).toBe(409);
  });

  it('reads, moves and cancels with the manage link; an unknown link is 404', async () => {
    const email = 'manage@example.com';
    const slot = await slotAfter(app.url, 2, 12);
    const created = (await (await book({ start: slot.start, email })).json()) as BookingCreated;
    const token = await tokenOf(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await (await manage(token)).json()).toEqual({
      ...created,
      name: 'Ann Lee',
      status: 'confirmed',
    } satisfies ManagedBooking);
    for (const unknown of [
      'x'.repeat(43),
      'short',
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
    ]) {
      expect((await manage(unknown)).status).toBe(404);
      expect((await manage(unknown, 'cancel')).status).toBe(404);
      expect((await manage(unknown, 'move', { start: slot.start })).status).toBe(404);
    }

    const taken = await slotAfter(app.url, 2, 0);
    await book({ start: taken.start, email: 'blocker@example.com' });
    expect((await manage(token, 'move', { start: taken.start })).status).toBe(409);
    expect((await manage(token, 'move', { start: 'later' })).status).toBe(400);
    const target = await slotAfter(app.url, 2, 14);
    const moved = await manage(token, 'move', { start: target.start });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ id: created.id, start: target.start, end: target.end });
    expect(await app.db.knex('bookings').where({ id: created.id }).first('sequence')).toEqual({
      sequence: 1,
    });
    // Each move mails the owner: after MAX_MOVES, the call must be cancelled and booked anew.
    for (let move = 2; move <= MAX_MOVES; move++) {
      const next = await slotAfter(app.url, 2, 14 + move);
      expect((await manage(token, 'move', { start: next.start })).status).toBe(200);
    }
    const onceMore = await manage(token, 'move', { start: target.start });
    expect(onceMore.status).toBe(409);
    expect(await onceMore.json()).toMatchObject({ error: expect.stringMatching(/moved 3 times/) });

    const cancelled = await manage(token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: created.id, status: 'cancelled' });
    expect((await manage(token, 'cancel')).status).toBe(200);
    expect((await manage(token, 'move', { start: slot.start })).status).toBe(409);
    // The person stays at "Call booked": a cancelled call does not undo the stage.
    expect(await app.db.knex('people').where({ email }).first('stage')).toEqual({
      stage: 'call_booked',
    });
    // The freed slot is offered again.
    expect((await freeSlots(app.url, 'days=7')).slots.map((s) => s.start)).toContain(target.start);
  });
});
