/**
 * What the pages and mails say of the owner's availability (the month they are booking, the slots
 * left), and the stand-ins the build writes for it. Plain data and functions: the public pages import
 * this, never the schema (availability.ts), which would bring zod into their bundles.
 */

export const MAX_SLOTS_LEFT = 99;

/** A month of the years 2000-2099, as `<input type="month">` writes it. */
export const MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;

/** "YYYY-MM" (MONTH_PATTERN), and 0 to MAX_SLOTS_LEFT: what availabilitySchema accepts. */
export interface Availability {
  month: string;
  slotsLeft: number;
}

/** Whose availability is shown: the owner's from Settings, or the site's until they save one. */
export type AvailabilitySource = 'settings' | 'site';

/** GET and PUT /api/admin/settings/availability answer this. */
export interface AvailabilitySetting extends Availability {
  source: AvailabilitySource;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-01" → "January 2026" (English whatever the locale: the page and the browser must agree). */
export function bookingMonthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** "1 slot remaining", "3 slots remaining", "0 slots remaining". */
export function slotsRemainingLabel(slotsLeft: number): string {
  return `${slotsLeft} ${slotsLeft === 1 ? 'slot' : 'slots'} remaining`;
}

/** The month of `now` in `timeZone` (an IANA name), as "YYYY-MM". */
export function monthIn(now: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * Whether `month` is before the month of `now` in `timeZone` (UTC unless given): the setup checklist
 * asks for a new one.
 */
export function isPastMonth(month: string, now: Date, timeZone = 'UTC'): boolean {
  return month < monthIn(now, timeZone);
}

/**
 * The site's availability, which applies until the owner saves one in Settings: the site folder's
 * `availability` (site.yaml, validated by availabilitySchema when the folder is read). The server and
 * the web build both ask here.
 */
export function siteAvailability(site: { availability: Availability }): Availability {
  return { month: site.availability.month, slotsLeft: site.availability.slotsLeft };
}

/**
 * What the build writes where the availability goes (the prerendered pages): the server serves each
 * page with the current availability in their place, so a change is live without a rebuild. Only
 * in HTML, never in a script bundle (whose name is its content's hash).
 */
export const AVAILABILITY_PLACEHOLDERS = {
  /** "2026-01", for the browser (the page's `leadline:availability` meta tag). */
  month: '__LEADLINE_AVAILABILITY_MONTH__',
  /** "1", for the browser, beside the month. */
  slotsLeft: '__LEADLINE_AVAILABILITY_SLOTS_LEFT__',
  /** "January 2026": the banner, the calculator's "Est. Start". */
  bookingMonth: '__LEADLINE_BOOKING_MONTH__',
  /** "1 slot remaining": the banner. */
  slotsRemaining: '__LEADLINE_SLOTS_REMAINING__',
} as const;

/** Each availability stand-in with what the server serves in its place. */
export function availabilityStandIns(availability: Availability): Record<string, string> {
  const P = AVAILABILITY_PLACEHOLDERS;
  return {
    [P.month]: availability.month,
    [P.slotsLeft]: String(availability.slotsLeft),
    [P.bookingMonth]: bookingMonthLabel(availability.month),
    [P.slotsRemaining]: slotsRemainingLabel(availability.slotsLeft),
  };
}
