import { describe, expect, it } from 'vitest';
import {
  formatAgo,
  formatCalendarDay,
  formatDay,
  formatDollars,
  formatMinutesSeconds,
  formatPercent,
  formatShortDuration,
} from './format';

describe('format helpers', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(6500)).toBe('$6,500');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(1234567)).toBe('$1,234,567');
  });

  it('writes durations as Xm Ys', () => {
    expect(formatMinutesSeconds(125)).toBe('2m 5s');
    expect(formatMinutesSeconds(42)).toBe('0m 42s');
    expect(formatMinutesSeconds(-3)).toBe('0m 0s');
    expect(formatShortDuration(42)).toBe('42s');
    expect(formatShortDuration(61)).toBe('1m 1s');
  });

  it('writes how long ago: days, hours, or just now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatAgo('2026-11-20T11:00:00Z', now)).toBe('2d ago');
    expect(formatAgo('2026-11-22T09:30:00Z', now)).toBe('2h ago');
    expect(formatAgo('2026-11-22T11:59:00Z', now)).toBe('Just now');
  });

  it('writes percentages, 0 when there is nothing to divide by', () => {
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(1, 3, 1)).toBe('33.3%');
    expect(formatPercent(5, 0)).toBe('0%');
    expect(formatPercent(5, 0, 1)).toBe('0.0%');
  });

  it('writes days as MMM d, yyyy', () => {
    expect(formatDay(new Date(2026, 0, 5, 15, 7))).toBe('Jan 5, 2026');
  });

  it('writes a YYYY-MM-DD calendar day as that day, with or without the weekday', () => {
    expect(formatCalendarDay('2026-01-05')).toBe('Jan 5');
    expect(formatCalendarDay('2026-01-05', { weekday: true })).toBe('Mon, Jan 5');
    expect(formatCalendarDay('2025-12-31', { weekday: true })).toBe('Wed, Dec 31');
  });
});
