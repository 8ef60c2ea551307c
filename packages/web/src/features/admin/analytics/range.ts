/**
 * The analytics screen's date range, kept in the URL: ?range=7|30|90 (the last N days, today
 * included), or ?from=YYYY-MM-DD&to=YYYY-MM-DD (a custom range). Without either: the last 30 days.
 * Days count back from today in the browser's time zone; the server reads them as days of its
 * TIME_ZONE (the owner's).
 */
import {
  DEFAULT_RANGE_DAYS,
  RANGE_PRESETS,
  lastReportDays,
  rangeProblems,
  reportToday,
  shiftReportDay,
  type RangePreset,
  type ReportRange,
} from '@leadline/domain';

export interface AnalyticsSearch {
  range?: RangePreset;
  from?: string;
  to?: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the URL's search holds that makes a range; anything else is dropped. */
export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const { from, to } = search;
  if (typeof from === 'string' && typeof to === 'string' && !rangeProblems(from, to)) {
    return { from, to };
  }
  const range = RANGE_PRESETS.find((days) => String(days) === String(search.range));
  return range === undefined || range === DEFAULT_RANGE_DAYS ? {} : { range };
}

/** The days a search stands for. */
export function rangeOf(search: AnalyticsSearch, today = reportToday(browserZone())): ReportRange {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return lastReportDays(search.range ?? DEFAULT_RANGE_DAYS, today);
}

/** The preset a search picks, or 'custom'. */
export const presetOf = (search: AnalyticsSearch): RangePreset | 'custom' =>
  search.from && search.to ? 'custom' : (search.range ?? DEFAULT_RANGE_DAYS);

/** The trend card's days: the last 7 days of the range (fewer when the range is shorter). */
export const trendRangeOf = ({ from, to }: ReportRange): ReportRange => {
  const start = shiftReportDay(to, -6);
  return { from: start > from ? start : from, to };
};
