/** How the app writes money, durations, dates and rates: one helper each, used everywhere. */

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole dollars with thousands separators: 6500 → "$6,500". */
export const formatDollars = (amount: number): string => DOLLARS.format(amount);

/** Seconds as "Xm Ys" (SPEC: time on site, time to convert): 125 → "2m 5s", 42 → "0m 42s". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** Seconds, or minutes and seconds past a minute: 42 → "42s", 125 → "2m 5s". */
export function formatShortDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return seconds < 60 ? `${seconds}s` : formatMinutesSeconds(seconds);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "Nd ago", "Nh ago" or "Just now" (under an hour), from `now`. */
export function formatAgo(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (elapsed >= DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  if (elapsed >= HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return 'Just now';
}

/** A share as a percentage with `decimals` places: (1, 3) → "33%", (1, 3, 1) → "33.3%". */
export function formatPercent(part: number, whole: number, decimals = 0): string {
  if (whole <= 0) return `${(0).toFixed(decimals)}%`;
  return `${((part / whole) * 100).toFixed(decimals)}%`;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "MMM d, yyyy": "Jan 5, 2026". */
export const formatDay = (date: Date | string): string => DAY.format(new Date(date));

/** The time of day: "3:07 PM". */
export const formatTime = (date: Date | string): string => TIME.format(new Date(date));

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const WEEKDAY_MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/**
 * A calendar day given as "YYYY-MM-DD" (the server's report days), read as that day wherever the
 * browser is: "2026-01-05" → "Jan 5", or "Mon, Jan 5" with the weekday.
 */
export function formatCalendarDay(isoDay: string, { weekday = false } = {}): string {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return (weekday ? WEEKDAY_MONTH_DAY : MONTH_DAY).format(date);
}
