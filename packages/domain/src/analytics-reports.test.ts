import { describe, expect, it } from 'vitest';
import {
  MAX_RANGE_DAYS,
  isPaidMedium,
  landingPathOf,
  lastReportDays,
  rangeProblems,
  reportRangeDays,
  reportToday,
  shiftReportDay,
} from './analytics-reports';

describe('report ranges', () => {
  it('takes two days in order, at most a leap year apart, or none', () => {
    expect(rangeProblems(undefined, undefined)).toBeUndefined();
    expect(rangeProblems('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(rangeProblems('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(rangeProblems('2024-01-01', '2025-01-01')).toEqual({
      to: `A range covers at most ${MAX_RANGE_DAYS} days.`,
    });
    expect(rangeProblems('2026-03-02', '2026-03-01')).toEqual({
      to: 'to must be the same day as from or later.',
    });
    expect(Object.keys(rangeProblems('2026-02-29', '2026-13-01') ?? {})).toEqual(['from', 'to']);
    expect(rangeProblems('2026-03-01', undefined)).toEqual({
      to: 'Give to with from, or neither.',
    });
  });

  it('counts days across months, years and leap days', () => {
    expect(shiftReportDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftReportDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(lastReportDays(30, '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(reportRangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
    expect(reportToday('Pacific/Kiritimati', new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-11');
    expect(reportToday('Pacific/Pago_Pago', new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
  });
});

describe('paid search', () => {
  it('reads utm_medium as the classifier does', () => {
    for (const medium of [
      'cpc',
      'PPC',
      ' paid_search ',
      'Paid Search',
      'paidsearch',
      'sem',
      'display',
    ])
      expect(isPaidMedium(medium), medium).toBe(true);
    for (const medium of [null, '', 'organic', 'email', 'referral', 'paid-social', 'cpc2'])
      expect(isPaidMedium(medium), String(medium)).toBe(false);
  });
});

describe('landing pages', () => {
  it('keeps the path only', () => {
    expect(landingPathOf('/?utm_source=google&utm_medium=cpc')).toBe('/');
    expect(landingPathOf('/#top')).toBe('/');
    expect(landingPathOf('/pricing?x=1#plans')).toBe('/pricing');
    expect(landingPathOf('https://www.site.example/services?ref=nav')).toBe('/services');
    expect(landingPathOf('https://www.site.example')).toBe('/');
    expect(landingPathOf('')).toBe('/');
    expect(landingPathOf(null)).toBeNull();
  });
});
