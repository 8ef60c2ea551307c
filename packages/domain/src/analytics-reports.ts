/**
 * The analytics reports' shared rules (issue 32, "Which source pays"): the date range every report
 * takes, which campaign mediums make a search visit paid, and the one form of a landing page.
 */
import { calendarDayMs } from './calendar-day';

/** A report's days, YYYY-MM-DD in the owner's TIME_ZONE, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/** The longest range a report answers: a leap year. */
export const MAX_RANGE_DAYS = 366;
/** The screen's presets: the last N days, today included. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** What the analytics screen shows until the owner picks another range. */
export const DEFAULT_RANGE_DAYS: RangePreset = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const reportDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (a valid day in, a valid day out). */
export const shiftReportDay = (day: string, days: number) =>
  reportDayOf((calendarDayMs(day) ?? 0) + days * DAY_MS);

/** How many days `from`..`to` covers, both included. */
export const reportRangeDays = ({ from, to }: ReportRange) =>
  Math.round(((calendarDayMs(to) ?? 0) - (calendarDayMs(from) ?? 0)) / DAY_MS) + 1;

/** Today in `timeZone`, YYYY-MM-DD. */
export function reportToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The last `days` days ending on `today`. */
export const lastReportDays = (days: number, today: string): ReportRange => ({
  from: shiftReportDay(today, -(days - 1)),
  to: today,
});

/**
 * What is wrong with a range, one message per field, or undefined when it is valid. Both ends are
 * given together or not at all.
 */
export function rangeProblems(
  from: string | undefined,
  to: string | undefined,
): Record<string, string> | undefined {
  if (from === undefined && to === undefined) return undefined;
  const problems: Record<string, string> = {};
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined)
      problems[name] = `Give ${name} with ${name === 'from' ? 'to' : 'from'}, or neither.`;
    else if (calendarDayMs(value) === undefined)
      problems[name] =
        `${name} must be a day written YYYY-MM-DD, between 2000-01-01 and 2999-12-31.`;
  }
  if (Object.keys(problems).length > 0 || from === undefined || to === undefined) return problems;
  const range = { from, to };
  if (range.from > range.to) return { to: 'to must be the same day as from or later.' };
  if (reportRangeDays(range) > MAX_RANGE_DAYS)
    return { to: `A range covers at most ${MAX_RANGE_DAYS} days.` };
  return undefined;
}

/**
 * utm_medium values (as the classifier reads them: lower case, "_" and spaces as "-") that make a
 * search visit paid: pay-per-click and pay-per-impression ads, the display networks of the search
 * engines included. Any other search visit, tagged or not, is organic.
 */
export const PAID_SEARCH_MEDIUMS = [
  'cpc',
  'ppc',
  'cpm',
  'cpv',
  'paid',
  'paidsearch',
  'paid-search',
  'sem',
  'display',
] as const;

export const normalizeMedium = (medium: string | null | undefined) =>
  (medium ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

export const isPaidMedium = (medium: string | null | undefined) =>
  (PAID_SEARCH_MEDIUMS as readonly string[]).includes(normalizeMedium(medium));

/**
 * A landing page as it is stored and grouped: its path, without the scheme and host of a full URL
 * and without the query string or fragment ("/?utm_source=x" and "/#top" are "/"). Campaign tags
 * are kept in the session's utm columns. The SQL that normalized the rows stored before (migration
 * 20261202000400) does the same, character for character.
 */
export function landingPathOf(page: string | null): string | null {
  if (page === null) return null;
  const path = page.replace(/^([A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/?#]*/, '').replace(/[?#].*$/s, '');
  return path === '' ? '/' : path;
}

/** A group of sessions: how many, how many are hot (75+), and their share (one decimal). */
export interface SessionFigures {
  sessions: number;
  hotLeads: number;
  conversionRate: number;
}

/** GET /api/admin/analytics/campaigns: sessions by utm_campaign (with its source and medium). */
export interface CampaignItem extends SessionFigures {
  campaign: string;
  source: string | null;
  medium: string | null;
}

/** GET /api/admin/analytics/referrers: sessions by the referrer's domain (without www.). */
export interface ReferrerItem extends SessionFigures {
  domain: string;
}

/**
 * GET /api/admin/analytics/revenue: what each first touch (the person's first visit: source class,
 * utm_medium, utm_campaign; null where unknown, as for a person never tracked) brought in the range.
 */
export interface RevenueItem {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** Sessions started in the range whose visitor first came this way. */
  sessions: number;
  /** People first seen (with an address) in the range. */
  leads: number;
  /** Confirmed bookings made in the range. */
  callsBooked: number;
  /** People moved to Won in the range, and the sum of their deal values. */
  won: number;
  wonValue: number;
}
