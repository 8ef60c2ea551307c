import { describe, expect, it } from 'vitest';
import { localIsoDay, startOfLocalDay } from './api';

describe('the reminder dates', () => {
  it("sends a date input's day as the instant it begins in this browser", () => {
    const start = new Date(startOfLocalDay('2026-12-03'));
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 11, 3]);
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    expect(startOfLocalDay('2026-12-03')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("gives today's date input value in this browser", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(startOfLocalDay(localIsoDay(new Date(2026, 6, 9, 12)))).toBe(
      new Date(2026, 6, 9).toISOString(),
    );
  });
});
