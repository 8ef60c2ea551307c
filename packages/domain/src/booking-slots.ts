/**
 * The free slots of the owner's availability: pure, so the server answers with it and tests prove
 * it without a clock or a database. Wall-clock hours are read in the owner's time zone through
 * Intl (DST-correct: a slot is the real instant the owner's clock shows then); slots follow each
 * other every meeting length from the interval's start, and end inside it.
 */
import { WEEKDAYS, minutesOfDay, type BookingSettings, type Slot } from './booking';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of the zone at an instant: its date (YYYY-MM-DD) and ms since the epoch as UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
export const zoneOffset = (instant: number, timeZone: string): number =>
  wallClock(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;

/** The date (YYYY-MM-DD) the zone's clock shows at an instant. */
export const zoneDate = (instant: number, timeZone: string): string =>
  new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);

/**
 * The instant the zone's clock shows `minutes` after midnight of `date`. A time skipped by a
 * spring-forward is read as the same span after the jump (02:30 becomes 03:30).
 */
export function zoneInstant(date: string, minutes: number, timeZone: string): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = asUtc - zoneOffset(asUtc, timeZone);
  const offset = zoneOffset(first, timeZone);
  if (asUtc - offset === first) return first;
  return asUtc - offset;
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';

/** A span in ms since the epoch, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** Every slot the weekly hours make on a date of the owner's zone, booked or not, past or not. */
export function daySlots(settings: BookingSettings, date: string): Span[] {
  const length = settings.meetingMinutes * MINUTE_MS;
  const spans: Span[] = [];
  for (const interval of settings.weeklyHours[weekdayOf(date)]) {
    const opens = zoneInstant(date, minutesOfDay(interval.start), settings.timeZone);
    const closes = zoneInstant(date, minutesOfDay(interval.end), settings.timeZone);
    for (let start = opens; start + length <= closes; start += length) {
      spans.push({ start, end: start + length });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

export interface SlotRules {
  settings: BookingSettings;
  now: number;
  /** The availability is the unsaved default: nothing today, the first slot is the next day's. */
  fromNextDay?: boolean;
}

/** The first and the last start the rules allow now (the last excluded). */
export function bookableWindow({ settings, now, fromNextDay }: SlotRules): Span {
  let start = now + settings.minimumNoticeHours * HOUR_MS;
  if (fromNextDay) {
    const tomorrow = addDays(zoneDate(now, settings.timeZone), 1);
    start = Math.max(start, zoneInstant(tomorrow, 0, settings.timeZone));
  }
  return { start, end: now + settings.horizonDays * DAY_MS };
}

/** Whether a slot overlaps a booking widened by the buffer on both sides. */
export function collides(slot: Span, bookings: readonly Span[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return bookings.some((b) => slot.start < b.end + buffer && slot.end > b.start - buffer);
}

/** The free slots of `days` dates of the owner's zone from `from`, as the API answers them. */
export function freeSlots(
  rules: SlotRules,
  from: string,
  days: number,
  bookings: readonly Span[],
): Slot[] {
  const window = bookableWindow(rules);
  const slots: Slot[] = [];
  for (let day = 0; day < days; day++) {
    for (const span of daySlots(rules.settings, addDays(from, day))) {
      if (span.start < window.start || span.start >= window.end) continue;
      if (collides(span, bookings, rules.settings.bufferMinutes)) continue;
      slots.push(toSlot(span));
    }
  }
  return slots;
}

export type SlotCheck = { ok: Span } | { problem: 'not_a_slot' | 'taken' };

/**
 * What a requested start is: a free slot, a slot taken by a booking (or its buffer), or no slot
 * the visitor could have been offered (off the grid, out of hours, too soon, past the horizon).
 */
export function checkSlot(rules: SlotRules, start: number, bookings: readonly Span[]): SlotCheck {
  const window = bookableWindow(rules);
  if (start < window.start || start >= window.end) return { problem: 'not_a_slot' };
  const date = zoneDate(start, rules.settings.timeZone);
  const span = daySlots(rules.settings, date).find((slot) => slot.start === start);
  if (!span) return { problem: 'not_a_slot' };
  if (collides(span, bookings, rules.settings.bufferMinutes)) return { problem: 'taken' };
  return { ok: span };
}

export const toSlot = (span: Span): Slot => ({
  start: new Date(span.start).toISOString(),
  end: new Date(span.end).toISOString(),
});
