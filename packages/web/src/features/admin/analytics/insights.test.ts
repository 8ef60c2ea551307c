import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from './api';
import { systemInsights, type InsightId } from './insights';

const summary = (over: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  totalSessions: 0,
  hotLeads: 0,
  warmLeads: 0,
  engagedLeads: 0,
  coldLeads: 0,
  emailCaptureRate: 0,
  avgTimeToHotLead: 0,
  ...over,
});
const ids = (over: Partial<AnalyticsSummary>): InsightId[] =>
  systemInsights(summary(over)).map((insight) => insight.id);

describe('systemInsights', () => {
  it('says nothing without sessions', () => {
    expect(ids({})).toEqual([]);
  });

  it("shows 'System Generating Leads' when hot leads exist", () => {
    expect(ids({ totalSessions: 10, hotLeads: 1, emailCaptureRate: 100 })).toContain('generating');
    expect(ids({ totalSessions: 10, hotLeads: 0 })).not.toContain('generating');
    expect(systemInsights(summary({ totalSessions: 10, hotLeads: 1 }))[0]?.title).toBe(
      'System Generating Leads',
    );
  });

  it("shows 'Low Email Capture' below 50% only when hot leads exist", () => {
    const hot = { totalSessions: 10, hotLeads: 2 };
    expect(ids({ ...hot, emailCaptureRate: 49.9 })).toContain('low-email-capture');
    expect(ids({ ...hot, emailCaptureRate: 50 })).not.toContain('low-email-capture');
    expect(ids({ totalSessions: 10, hotLeads: 0, emailCaptureRate: 0 })).not.toContain(
      'low-email-capture',
    );
  });

  it("shows 'Nurture Warm Leads' when warm leads exceed both hot leads and 5", () => {
    expect(ids({ totalSessions: 20, warmLeads: 6, hotLeads: 5 })).toContain('nurture-warm');
    expect(ids({ totalSessions: 20, warmLeads: 5, hotLeads: 0 })).not.toContain('nurture-warm');
    expect(ids({ totalSessions: 20, warmLeads: 6, hotLeads: 6 })).not.toContain('nurture-warm');
    expect(ids({ totalSessions: 20, warmLeads: 7, hotLeads: 8 })).not.toContain('nurture-warm');
  });

  it("shows 'Low Conversion Rate' when there are sessions and under 2% are hot", () => {
    expect(ids({ totalSessions: 100, hotLeads: 1 })).toContain('low-conversion');
    expect(ids({ totalSessions: 1, hotLeads: 0 })).toContain('low-conversion');
    expect(ids({ totalSessions: 100, hotLeads: 2 })).not.toContain('low-conversion');
    expect(ids({ totalSessions: 51, hotLeads: 1 })).toContain('low-conversion'); // 1.96%
    expect(ids({ totalSessions: 0, hotLeads: 0 })).not.toContain('low-conversion');
  });

  it('gives each insight its exact title, in the spec order', () => {
    const all = systemInsights(
      summary({ totalSessions: 1000, hotLeads: 1, warmLeads: 6, emailCaptureRate: 0 }),
    );
    expect(all.map((insight) => insight.title)).toEqual([
      'System Generating Leads',
      'Low Email Capture',
      'Nurture Warm Leads',
      'Low Conversion Rate',
    ]);
    expect(all.map((insight) => insight.tone)).toEqual([
      'success',
      'warning',
      'warning',
      'warning',
    ]);
  });
});
