import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  groupSlotsByDay,
  slotMinutes,
  slotWhen,
  weekFrom,
  weekLabel,
  zoneLabel,
} from './slot-days';

const slot = (start: string, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
// Intl puts narrow and thin spaces in times and ranges.
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

describe('groupSlotsByDay', () => {
  const slots = [
    slot('2026-01-06T22:30:00.000Z'),
    slot('2026-01-06T08:00:00.000Z'),
    slot('2026-01-07T09:00:00.000Z'),
    slot('2026-01-06T23:30:00.000Z'),
  ];

  it("groups by the visitor's day, in order", () => {
    const days = groupSlotsByDay(slots, 'UTC');
    expect(days.map((day) => day.date)).toEqual(['2026-01-06', '2026-01-07']);
    expect(days[0]!.label).toBe('Tuesday, January 6');
    expect(days[0]!.slots.map((s) => plain(s.label))).toEqual(['8:00 AM', '10:30 PM', '11:30 PM']);
  });

  it('moves late slots to the next day east of UTC, and early ones to the day before west of it', () => {
    const berlin = groupSlotsByDay(slots, 'Europe/Berlin');
    expect(berlin.map((day) => [day.date, day.slots.map((s) => plain(s.label))])).toEqual([
      ['2026-01-06', ['9:00 AM', '11:30 PM']],
      ['2026-01-07', ['12:30 AM', '10:00 AM']],
    ]);
    expect(berlin[0]!.slots[0]!.start).toBe('2026-01-06T08:00:00.000Z');
    const la = groupSlotsByDay(slots, 'America/Los_Angeles');
    expect(la.map((day) => day.date)).toEqual(['2026-01-06', '2026-01-07']);
    expect(la[0]!.slots.map((s) => plain(s.label))).toEqual(['12:00 AM', '2:30 PM', '3:30 PM']);
  });

  it('reads the zone at each instant (daylight saving time)', () => {
    const days = groupSlotsByDay(
      [slot('2026-03-28T09:00:00.000Z'), slot('2026-03-30T09:00:00.000Z')],
      'Europe/London',
    );
    expect(days.map((day) => plain(day.slots[0]!.label))).toEqual(['9:00 AM', '10:00 AM']);
  });

  it('keeps every slot exactly once, whatever the zone', () => {
    const zones = ['UTC', 'Asia/Kolkata', 'Pacific/Auckland', 'America/New_York'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 * 24 * 30 }), { maxLength: 40 }),
        fc.constantFrom(...zones),
        (offsets, zone) => {
          const unique = [...new Set(offsets)].map((minutes) =>
            slot(new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString()),
          );
          const days = groupSlotsByDay(unique, zone);
          const starts = days.flatMap((day) => day.slots.map((s) => s.start));
          expect(starts).toHaveLength(unique.length);
          expect([...starts].sort()).toEqual(unique.map((s) => s.start).sort());
          expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
        },
      ),
    );
  });
});

describe('the labels', () => {
  it("says a booking's date and times in the visitor's zone", () => {
    const booked = slot('2026-01-06T08:30:00.000Z');
    expect(plain(slotWhen(booked, 'Europe/Paris'))).toBe(
      'Tuesday, January 6, 2026, 9:30 – 10:00 AM',
    );
    expect(slotMinutes(booked)).toBe(30);
  });

  it('names the zone', () => {
    expect(zoneLabel('Europe/Paris', new Date('2026-01-06T00:00:00Z'))).toBe(
      'Europe/Paris (Central European Standard Time)',
    );
    expect(zoneLabel('America/New_York', new Date('2026-07-01T00:00:00Z'))).toBe(
      'America/New York (Eastern Daylight Time)',
    );
  });

  it('pages a week at a time', () => {
    expect(weekFrom('2026-01-29', 0)).toBe('2026-01-29');
    expect(weekFrom('2026-01-29', 1)).toBe('2026-02-05');
    expect(plain(weekLabel('2026-01-29'))).toBe('Jan 29 – Feb 4');
  });
});
