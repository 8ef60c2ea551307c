/**
 * A calendar day written YYYY-MM-DD, one rule for every date the API takes (a report's range, a
 * booking page's first day, a deal's close date, a reminder's day): a day that exists (no
 * 2026-02-30) of the years 2000-2999. Far from those, a day plus a few leaves what Date and the
 * database hold (9999-12-31 plus a day is year 10000; Date.UTC reads years 0-99 as 19xx).
 */
export const CALENDAR_YEARS = { min: 2000, max: 2999 } as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's UTC midnight in ms, or undefined when `value` is not such a day. */
export function calendarDayMs(value: string): number | undefined {
  const match = DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month - 1
    ? ms
    : undefined;
}

export const isCalendarDay = (value: string): boolean => calendarDayMs(value) !== undefined;
