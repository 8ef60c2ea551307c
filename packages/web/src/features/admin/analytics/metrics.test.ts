import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from './api';
import { formatRate, funnelBars, hasLeads, hotLeadRate, isHighlightedSource } from './metrics';

const summary: AnalyticsSummary = {
  totalSessions: 40,
  hotLeads: 2,
  warmLeads: 6,
  engagedLeads: 12,
  coldLeads: 20,
  emailCaptureRate: 50,
  avgTimeToHotLead: 125,
};

describe('hotLeadRate', () => {
  it('is hot leads over all sessions as a percentage, 0 without sessions', () => {
    expect(hotLeadRate(summary)).toBe(5);
    expect(formatRate(hotLeadRate({ ...summary, totalSessions: 3, hotLeads: 1 }))).toBe('33.3%');
    expect(hotLeadRate({ ...summary, totalSessions: 0, hotLeads: 0 })).toBe(0);
    expect(formatRate(0)).toBe('0.0%');
  });
});

describe('funnelBars', () => {
  it('gives the four bands, hot to cold, as shares of all sessions', () => {
    expect(funnelBars(summary)).toEqual([
      { band: 'hot', label: 'Hot (75+)', count: 2, share: 5 },
      { band: 'warm', label: 'Warm (50-74)', count: 6, share: 15 },
      { band: 'engaged', label: 'Engaged (25-49)', count: 12, share: 30 },
      { band: 'cold', label: 'Cold (0-24)', count: 20, share: 50 },
    ]);
  });

  it('is all zero shares without sessions', () => {
    const empty = { ...summary, totalSessions: 0, hotLeads: 0, warmLeads: 0 };
    expect(funnelBars({ ...empty, engagedLeads: 0, coldLeads: 0 }).map((bar) => bar.share)).toEqual(
      [0, 0, 0, 0],
    );
  });
});

describe('trend days and sources', () => {
  it('knows a day without hot, warm or engaged sessions', () => {
    const day = { date: '2026-01-05', hotLeads: 0, warmLeads: 0, engagedLeads: 0 };
    expect(hasLeads(day)).toBe(false);
    expect(hasLeads({ ...day, engagedLeads: 1 })).toBe(true);
  });

  it('highlights a source converting above 5%', () => {
    expect(isHighlightedSource(5.1)).toBe(true);
    expect(isHighlightedSource(5)).toBe(false);
  });
});
