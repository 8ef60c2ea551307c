import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, defaultBookingSettings, type BookingSettings } from './booking';
import { parseBookingSettings } from './booking-settings';
import { checkSlot, freeSlots, zoneInstant } from './booking-slots';

const BERLIN = defaultBookingSettings('Europe/Berlin');
const at = (iso: string) => Date.parse(iso);
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('freeSlots', () => {
  it('offers weekdays 09:00-17:00 in the zone, every 30 minutes, none on a weekend', () => {
    const rules = { settings: BERLIN, now: at('2026-02-27T12:00:00Z') };
    const slots = freeSlots(rules, '2026-02-28', 3, []);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-02T08:30:00.000Z',
    });
    expect(slots.at(-1)?.end).toBe('2026-03-02T16:00:00.000Z');
  });

  it('follows the zone over a DST change: 09:00 is 08:00Z before and 07:00Z after', () => {
    const rules = { settings: BERLIN, now: at('2026-03-20T12:00:00Z') };
    const slots = starts(freeSlots(rules, '2026-03-27', 4, []));
    expect(slots).toContain('2026-03-27T08:00:00.000Z');
    expect(slots).toContain('2026-03-30T07:00:00.000Z');
    expect(slots).not.toContain('2026-03-30T15:00:00.000Z');
    expect(zoneInstant('2026-03-29', 150, 'Europe/Berlin')).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('starts from the next day while the availability is the default', () => {
    const now = at('2026-03-02T07:00:00Z'); // Monday 08:00 in Berlin
    expect(starts(freeSlots({ settings: BERLIN, now }, '2026-03-02', 1, []))).toHaveLength(16);
    const next = freeSlots({ settings: BERLIN, now, fromNextDay: true }, '2026-03-02', 2, []);
    expect(next[0]?.start).toBe('2026-03-03T08:00:00.000Z');
    // On a Friday the next working day is Monday.
    const friday = freeSlots(
      { settings: BERLIN, now: at('2026-03-06T10:00:00Z'), fromNextDay: true },
      '2026-03-06',
      4,
      [],
    );
    expect(friday[0]?.start).toBe('2026-03-09T08:00:00.000Z');
  });

  it('keeps the minimum notice and the horizon', () => {
    const settings: BookingSettings = { ...BERLIN, minimumNoticeHours: 2, horizonDays: 1 };
    const slots = starts(
      freeSlots({ settings, now: at('2026-03-02T08:10:00Z') }, '2026-03-02', 3, []),
    );
    expect(slots[0]).toBe('2026-03-02T10:30:00.000Z');
    expect(slots.at(-1)).toBe('2026-03-03T08:00:00.000Z');
  });

  it('leaves out slots that overlap a booking widened by the buffer', () => {
    const settings: BookingSettings = { ...BERLIN, bufferMinutes: 15 };
    const booking = { start: at('2026-03-02T09:00:00Z'), end: at('2026-03-02T09:30:00Z') };
    const slots = starts(
      freeSlots({ settings, now: at('2026-03-01T00:00:00Z') }, '2026-03-02', 1, [booking]),
    );
    expect(slots).not.toContain('2026-03-02T08:30:00.000Z');
    expect(slots).not.toContain('2026-03-02T09:00:00.000Z');
    expect(slots).not.toContain('2026-03-02T09:30:00.000Z');
    expect(slots).toContain('2026-03-02T08:00:00.000Z');
    expect(slots).toContain('2026-03-02T10:00:00.000Z');
  });
});

describe('checkSlot', () => {
  const rules = { settings: BERLIN, now: at('2026-03-01T00:00:00Z') };
  it('tells a free slot, a taken one and one that is no slot', () => {
    const booked = [{ start: at('2026-03-02T08:00:00Z'), end: at('2026-03-02T08:30:00Z') }];
    expect(checkSlot(rules, at('2026-03-02T08:30:00Z'), booked)).toEqual({
      ok: { start: at('2026-03-02T08:30:00Z'), end: at('2026-03-02T09:00:00Z') },
    });
    expect(checkSlot(rules, at('2026-03-02T08:00:00Z'), booked)).toEqual({ problem: 'taken' });
    for (const off of [
      '2026-03-02T08:10:00Z',
      '2026-03-02T16:00:00Z',
      '2026-03-07T08:00:00Z',
      '2026-02-27T08:00:00Z',
    ])
      expect(checkSlot(rules, at(off), booked), off).toEqual({ problem: 'not_a_slot' });
  });
});

describe('parseBookingSettings', () => {
  it('takes the default and refuses unknown fields and bad values', () => {
    expect(parseBookingSettings(BERLIN)).toEqual({ value: BERLIN });
    const bad = (change: Record<string, unknown>) => parseBookingSettings({ ...BERLIN, ...change });
    expect(bad({ extra: 1 })).toHaveProperty('fields.body');
    expect(bad({ timeZone: 'Mars/Base' })).toHaveProperty('fields.timeZone');
    expect(bad({ timeZone: '+02:00' })).toHaveProperty('fields.timeZone');
    expect(bad({ meetingMinutes: 10 })).toHaveProperty('fields.meetingMinutes');
    expect(bad({ horizonDays: 1.5 })).toHaveProperty('fields.horizonDays');
    const day = (intervals: unknown) =>
      bad({ weeklyHours: { ...BERLIN.weeklyHours, mon: intervals } });
    expect(day([{ start: '10:00', end: '09:00' }])).toHaveProperty(['fields', 'weeklyHours.mon.0']);
    expect(
      day([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toHaveProperty(['fields', 'weeklyHours.mon.1']);
    expect(day([{ start: '9:00', end: '12:00' }])).toHaveProperty([
      'fields',
      'weeklyHours.mon.0.start',
    ]);
    expect(bad({ weeklyHours: { mon: [] } })).toHaveProperty('fields');
  });
});

describe('bookingRequestSchema', () => {
  it('takes a start, a name and an address; refuses a start that is no time', () => {
    const ok = { start: '2026-03-02T08:00:00Z', name: 'Ann', email: 'Ann@Example.com ' };
    expect(bookingRequestSchema.validateSync(ok)).toMatchObject({ email: 'ann@example.com' });
    for (const start of ['2026-03-02', '2026-13-02T08:00:00Z', 'tomorrow', ''])
      expect(() => bookingRequestSchema.validateSync({ ...ok, start }), start).toThrow();
  });
});
