import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day';
import { personDealSchema } from './pipeline-api';

describe('isCalendarDay', () => {
  it('takes a day that exists, written YYYY-MM-DD', () => {
    for (const day of ['2026-12-02', '2028-02-29', '2000-01-01', '2999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-1',
      '2026-01-01T00:00',
      '',
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '3000-01-01',
      '9999-12-31',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('personDealSchema', () => {
  it('takes any of the three, nulls clearing, and refuses an empty patch', () => {
    expect(personDealSchema.validateSync({ dealValue: null, expectedCloseAt: null })).toEqual({
      dealValue: null,
      expectedCloseAt: null,
    });
    expect(personDealSchema.isValidSync({ stage: 'call_booked', dealValue: 0 })).toBe(true);
    expect(personDealSchema.isValidSync({})).toBe(false);
    expect(personDealSchema.isValidSync({ dealValue: '5' })).toBe(false);
  });
});
