/**
 * The booking page's times as the visitor reads them: slots (instants in UTC) grouped by the day
 * the visitor's clock shows, and labelled in the visitor's time zone. Pure, for the browser only
 * (the prerendered page knows no zone): every text here renders after hydration.
 */
import { addDays, zoneDate, type Slot } from '@leadline/domain';

/** The days one page of the picker shows (a week). */
export const DAYS_PER_PAGE = 7;

/** How many weeks ahead the picker pages (the owner's horizon stops the slots before that). */
export const MAX_WEEKS_AHEAD = 52;

const LOCALE = 'en-US';

export interface SlotTime extends Slot {
  /** The start as the visitor's clock shows it ("9:30 AM"). */
  label: string;
}

export interface SlotDay {
  /** The visitor's date, YYYY-MM-DD. */
  date: string;
  /** "Tuesday, January 6" */
  label: string;
  slots: SlotTime[];
}

/** The browser's time zone (IANA), or UTC where it has none. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Central European Standard Time" for Europe/Paris in winter; the IANA name if Intl has none. */
export function zoneLongName(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "Europe/Paris (Central European Standard Time)", or the one name when both are the same. */
export function zoneLabel(timeZone: string, at?: Date): string {
  const long = zoneLongName(timeZone, at);
  return long === timeZone ? timeZone : `${timeZone.replace(/_/g, ' ')} (${long})`;
}

export const timeLabel = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );

const dayLabel = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(instant));

/** The slots by the visitor's day, days and times in order; days without a slot are left out. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = zoneDate(Date.parse(slot.start), timeZone);
    let day = days.get(date);
    if (!day) {
      day = { date, label: dayLabel(slot.start, timeZone), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ start: slot.start, end: slot.end, label: timeLabel(slot.start, timeZone) });
  }
  return [...days.values()];
}

/** "Tuesday, January 6, 2026, 9:30 – 10:00 AM": a booking's time in the visitor's zone. */
export function slotWhen({ start, end }: Slot, timeZone: string): string {
  const format = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return format.formatRange(new Date(start), new Date(end));
}

/** The meeting's length in minutes. */
export const slotMinutes = ({ start, end }: Slot): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** The first date of the picker's page `week` (0: the week from today). */
export const weekFrom = (today: string, week: number): string =>
  addDays(today, week * DAYS_PER_PAGE);

/** "Jan 6 – 12": the dates a page of the picker covers. */
export function weekLabel(from: string): string {
  const first = new Date(`${from}T12:00:00Z`);
  const last = new Date(`${addDays(from, DAYS_PER_PAGE - 1)}T12:00:00Z`);
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  }).formatRange(first, last);
}
