import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAvailability } from './availability';
import {
  AVAILABILITY_PLACEHOLDERS,
  availabilityStandIns,
  bookingMonthLabel,
  isPastMonth,
  monthIn,
  siteAvailability,
  slotsRemainingLabel,
} from './availability-text';

const months = fc
  .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`);
const slots = fc.integer({ min: 0, max: 99 });

describe('parseAvailability (the PUT body)', () => {
  it('takes every real month of 2000-2099 with 0 to 99 slots, as given', () => {
    fc.assert(
      fc.property(months, slots, (month, slotsLeft) => {
        expect(parseAvailability({ month, slotsLeft })).toEqual({ value: { month, slotsLeft } });
      }),
    );
  });

  it('refuses anything else with a message per field, and never throws', () => {
    const anything = fc.oneof(fc.anything(), fc.string(), fc.double(), fc.integer());
    fc.assert(
      fc.property(anything, anything, (month, slotsLeft) => {
        const parsed = parseAvailability({ month, slotsLeft });
        const good =
          typeof month === 'string' &&
          /^20\d\d-(0[1-9]|1[0-2])$/.test(month) &&
          Number.isInteger(slotsLeft) &&
          (slotsLeft as number) >= 0 &&
          (slotsLeft as number) <= 99;
        if (good) expect(parsed).toEqual({ value: { month, slotsLeft } });
        else {
          expect(parsed).toHaveProperty('fields');
          if ('fields' in parsed)
            for (const message of Object.values(parsed.fields)) expect(message).toMatch(/\.$/);
        }
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(() => parseAvailability(body)).not.toThrow();
      }),
    );
  });

  it('names the field and what it must be', () => {
    expect(parseAvailability({ month: '2026-13', slotsLeft: 1 })).toEqual({
      fields: {
        month: 'month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).',
      },
    });
    expect(parseAvailability({ month: '1999-12', slotsLeft: 1.5 })).toEqual({
      fields: {
        month: 'month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).',
        slotsLeft: 'slotsLeft must be a whole number from 0 to 99.',
      },
    });
    expect(parseAvailability({ month: '2026-01', slotsLeft: '1' })).toEqual({
      fields: { slotsLeft: 'slotsLeft must be a whole number from 0 to 99.' },
    });
    expect(parseAvailability({ month: '2026-01', slotsLeft: 100 })).toHaveProperty('fields');
    expect(parseAvailability({ month: '2026-01', slotsLeft: -1 })).toHaveProperty('fields');
    expect(parseAvailability({})).toEqual({
      fields: {
        month: 'month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).',
        slotsLeft: 'slotsLeft must be a whole number from 0 to 99.',
      },
    });
    expect(parseAvailability({ month: '2026-01', slotsLeft: 1, note: 'x', b: 1 })).toEqual({
      fields: { body: 'Unknown fields: note, b.' },
    });
    expect(parseAvailability([])).toEqual({
      fields: { body: 'The body must be a JSON object: { "month": "2026-01", "slotsLeft": 1 }.' },
    });
  });
});

describe('the wording', () => {
  it('says the month in English and the slots as the spec does for 1', () => {
    expect(bookingMonthLabel('2026-01')).toBe('January 2026');
    expect(bookingMonthLabel('2031-12')).toBe('December 2031');
    expect(slotsRemainingLabel(1)).toBe('1 slot remaining');
    expect(slotsRemainingLabel(0)).toBe('0 slots remaining');
    expect(slotsRemainingLabel(2)).toBe('2 slots remaining');
  });

  it('gives every stand-in a value that holds no stand-in', () => {
    fc.assert(
      fc.property(months, slots, (month, slotsLeft) => {
        const values = availabilityStandIns({ month, slotsLeft });
        expect(Object.keys(values).sort()).toEqual(Object.values(AVAILABILITY_PLACEHOLDERS).sort());
        for (const value of Object.values(values)) expect(value).not.toMatch(/__LEADLINE_/);
      }),
    );
  });

  it('knows a month in the past', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isPastMonth('2026-10', now)).toBe(true);
    expect(isPastMonth('2026-11', now)).toBe(false);
    expect(isPastMonth('2027-01', now)).toBe(false);
  });

  it("knows it in the server's time zone, where the month may already have turned", () => {
    const lastHourOfMarch = new Date('2027-03-31T23:30:00Z');
    expect(monthIn(lastHourOfMarch)).toBe('2027-03');
    expect(monthIn(lastHourOfMarch, 'Europe/Berlin')).toBe('2027-04');
    expect(monthIn(lastHourOfMarch, 'America/New_York')).toBe('2027-03');
    expect(isPastMonth('2027-03', lastHourOfMarch)).toBe(false);
    expect(isPastMonth('2027-03', lastHourOfMarch, 'Europe/Berlin')).toBe(true);
    expect(monthIn(new Date('2027-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-12');
  });
});

describe("the site's availability", () => {
  it("is the site folder's month and slots", () => {
    expect(siteAvailability({ availability: { month: '2027-03', slotsLeft: 2 } })).toEqual({
      month: '2027-03',
      slotsLeft: 2,
    });
  });
});
