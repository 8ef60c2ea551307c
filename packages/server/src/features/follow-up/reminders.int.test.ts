/**
 * Issue 32: "remind me" on a person, and the dashboard's Today: what is due is judged by the owner's
 * day in TIME_ZONE (here UTC+14, where "today" is rarely the UTC date), including the days the clocks
 * change; the record and its timeline show the reminders; viewers are refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardToday,
  DueReminder,
  Json,
  PersonRecord,
  PersonReminder,
  RemindersList,
} from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { adminFetch, signedIn } from '../../test/sign-in';
import { dayOf, dayOfDate } from './day';
import { remindersDue } from './reminders';

const ZONE = 'Pacific/Kiritimati';
const HOUR = 3600_000;
const isoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);

describeIntegration('reminders and the dashboard today', () => {
  const app = useTestServer({ TIME_ZONE: ZONE });
  let admin = '';
  let viewer = '';
  const call = adminFetch(app, () => admin);
  const json = async <T>(method: string, path: string, body?: unknown, status = 200) => {
    const response = await call(method, path, body);
    const answer = (await response.json()) as T;
    expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(status);
    return answer;
  };
  const personOf = async (email: string, message = 'Hello, can we talk?') => {
    expect((await app.post('/api/contact', { name: 'Grace Hopper', email, message })).status).toBe(
      201,
    );
    const person = await app.db.knex('people').where({ email }).first('id');
    return (person as { id: string }).id;
  };
  const remind = (personId: string, body: unknown, status = 201) =>
    json<Json<PersonReminder>>('POST', `/api/admin/people/${personId}/reminders`, body, status);

  beforeAll(async () => {
    admin = await signedIn(app, 'admin', 'owner@studio.example');
    viewer = await signedIn(app, 'viewer');
  });

  describe("the owner's day", () => {
    it('is local midnight to local midnight, 23 or 25 hours when the clocks change', async () => {
      const knex = app.db.knex;
      const kiritimati = await dayOf(knex, ZONE, new Date('2026-12-01T09:59:59Z'));
      expect(kiritimati.day).toBe('2026-12-01');
      expect(kiritimati.start.toISOString()).toBe('2026-11-30T10:00:00.000Z');
      expect(kiritimati.end.toISOString()).toBe('2026-12-01T10:00:00.000Z');
      expect((await dayOf(knex, ZONE, new Date('2026-12-01T10:00:00Z'))).day).toBe('2026-12-02');
      const spring = await dayOf(knex, 'America/New_York', new Date('2026-03-08T12:00:00Z'));
      expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
      const autumn = await dayOfDate(knex, 'Europe/Berlin', '2026-10-25');
      expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
      expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    });

    it('lists what is due before the day ends, not done, overdue before it began', async () => {
      const personId = await personOf('boundaries@example.com');
      const day = await dayOfDate(app.db.knex, ZONE, '2031-06-15');
      const at = (offset: number) => new Date(day.start.getTime() + offset).toISOString();
      const [early, first, last, next] = await Promise.all(
        [at(-1), at(0), at(24 * HOUR - 1), at(24 * HOUR)].map((dueAt) =>
          remind(personId, { dueAt, note: dueAt }),
        ),
      );
      const due = (await remindersDue(app.db.knex, day, 1000)).filter(
        (reminder: DueReminder) => reminder.personId === personId,
      );
      expect(due.map((reminder) => [reminder.id, reminder.overdue])).toEqual([
        [early!.id, true],
        [first!.id, false],
        [last!.id, false],
      ]);
      expect(due.map((reminder) => reminder.id)).not.toContain(next!.id);
    });
  });

  it('sets a reminder by date (the start of that day in TIME_ZONE), lists it, marks it done and undone', async () => {
    const personId = await personOf('remind.me@example.com');
    const today = isoDay(new Date());
    const yesterday = isoDay(new Date(Date.now() - 24 * HOUR));
    const later = isoDay(new Date(Date.now() + 3 * 24 * HOUR));
    const dueToday = await remind(personId, { dueAt: today, note: '  Call back about the quote ' });
    const bounds = await dayOfDate(app.db.knex, ZONE, today);
    expect(dueToday).toMatchObject({
      personId,
      dueAt: bounds.start.toISOString(),
      note: 'Call back about the quote',
      createdBy: 'owner@studio.example',
      doneAt: null,
    });
    const overdue = await remind(personId, { dueAt: yesterday });
    expect(overdue.note).toBeNull();
    const upcoming = await remind(personId, { dueAt: later, note: 'Proposal' });

    const todays = await json<Json<RemindersList>>('GET', '/api/admin/reminders?due=today');
    const mine = todays.reminders.filter((reminder) => reminder.personId === personId);
    expect(mine.map((reminder) => [reminder.id, reminder.overdue])).toEqual([
      [overdue.id, true],
      [dueToday.id, false],
    ]);
    expect(mine[0]).toMatchObject({
      personEmail: 'remind.me@example.com',
      personName: 'Grace Hopper',
    });
    const next = await json<Json<RemindersList>>('GET', '/api/admin/reminders?due=upcoming');
    expect(next.reminders.map((reminder) => reminder.id)).toContain(upcoming.id);
    expect(next.reminders.map((reminder) => reminder.id)).not.toContain(dueToday.id);

    const done = await json<Json<PersonReminder>>('PATCH', `/api/admin/reminders/${dueToday.id}`, {
      done: true,
    });
    expect(done.doneAt).not.toBeNull();
    const again = await json<Json<PersonReminder>>('PATCH', `/api/admin/reminders/${dueToday.id}`, {
      done: true,
    });
    expect(again.doneAt).toBe(done.doneAt);
    const after = await json<Json<RemindersList>>('GET', '/api/admin/reminders');
    expect(after.reminders.map((reminder) => reminder.id)).not.toContain(dueToday.id);

    const record = await json<Json<PersonRecord>>('GET', `/api/admin/people/${personId}`);
    expect(record.reminders.map((reminder) => reminder.id)).toEqual([
      overdue.id,
      dueToday.id,
      upcoming.id,
    ]);
    expect(record.timeline).toContainEqual(
      expect.objectContaining({
        type: 'reminder',
        reminderId: dueToday.id,
        note: 'Call back about the quote',
        done: true,
        by: 'owner@studio.example',
      }),
    );
    const undone = await json<Json<PersonReminder>>(
      'PATCH',
      `/api/admin/reminders/${dueToday.id}`,
      {
        done: false,
      },
    );
    expect(undone.doneAt).toBeNull();
  });

  it('refuses bad input with a 400, unknown people and reminders with a 404, viewers with a 403', async () => {
    const personId = await personOf('refused@example.com');
    for (const dueAt of ['2026-02-30', '2026-12-01T24:00Z', 'tomorrow', '1999-12-31', '', 20261201])
      await remind(personId, { dueAt }, 400);
    await remind(personId, { dueAt: '2026-12-01', note: 'x'.repeat(501) }, 400);
    await remind(personId, { dueAt: '2026-12-01', extra: true }, 400);
    await remind(randomUUID(), { dueAt: '2026-12-01' }, 404);
    await json('PATCH', `/api/admin/reminders/${randomUUID()}`, { done: true }, 404);
    await json('PATCH', `/api/admin/reminders/${randomUUID()}`, { done: 'yes' }, 400);
    await json('GET', '/api/admin/reminders?due=yesterday', undefined, 400);
    const asViewer = adminFetch(app, () => viewer);
    for (const [method, path, body] of [
      ['GET', '/api/admin/reminders', undefined],
      ['GET', '/api/admin/dashboard/today', undefined],
      ['POST', `/api/admin/people/${personId}/reminders`, { dueAt: '2026-12-01' }],
    ] as const)
      expect((await asViewer(method, path, body)).status).toBe(403);
    expect(await app.db.knex('person_reminders').where({ person_id: personId })).toEqual([]);
  });

  it("opens the dashboard on today: new leads to answer, today's bookings, follow-ups due", async () => {
    const waiting = await personOf('waiting.lead@example.com');
    const answered = await personOf('answered.lead@example.com');
    const contact = (await app.db
      .knex('contact_messages')
      .where({ email: 'answered.lead@example.com' })
      .first('id')) as { id: string };
    await json('PATCH', `/api/admin/submissions/contacts/${contact.id}`, { status: 'contacted' });
    const followUp = await remind(answered, {
      dueAt: isoDay(new Date()),
      note: 'Send the proposal',
    });

    const day = await dayOf(app.db.knex, ZONE);
    const booking = (start: Date, status = 'confirmed') => ({
      person_id: waiting,
      name: 'Grace Hopper',
      email: 'waiting.lead@example.com',
      start_at: start,
      end_at: new Date(start.getTime() + HOUR / 2),
      status,
      manage_token_hash: randomUUID(),
    });
    const [todays] = await app.db
      .knex('bookings')
      .insert([
        booking(new Date(day.start.getTime() + 10 * HOUR)),
        booking(new Date(day.start.getTime() + 11 * HOUR), 'cancelled'),
        booking(new Date(day.end.getTime() + 10 * HOUR)),
      ])
      .returning('id');

    const today = await json<Json<DashboardToday>>('GET', '/api/admin/dashboard/today');
    expect(today).toMatchObject({ day: day.day, timeZone: ZONE });
    expect(today.leads.map((lead) => lead.personId)).toContain(waiting);
    expect(today.leads.map((lead) => lead.personId)).not.toContain(answered);
    expect(today.leads.find((lead) => lead.personId === waiting)).toMatchObject({
      email: 'waiting.lead@example.com',
      name: 'Grace Hopper',
      newRecords: 1,
    });
    expect(today.bookings.map((item) => item.id)).toEqual([todays!.id]);
    expect(today.followUps).toContainEqual(
      expect.objectContaining({ id: followUp.id, personId: answered, note: 'Send the proposal' }),
    );
    // The newest first.
    const times = today.leads.map((lead) => Date.parse(lead.lastActivityAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
