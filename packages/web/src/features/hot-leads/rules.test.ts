import { describe, expect, it } from 'vitest';
import {
  filterCounts,
  hotLeadStats,
  hotLeadStatus,
  leadLink,
  parseHotLeadSearch,
  reasonLabel,
  visibleReasons,
} from './rules';
import { hotLead } from './test-data';

describe('hotLeadStatus', () => {
  const flags = (notified: boolean, contacted: boolean, convertedToLead: boolean) => ({
    notified,
    contacted,
    convertedToLead,
  });

  it('is NEW whenever nobody has seen it, whatever else is set', () => {
    expect(hotLeadStatus(flags(false, false, false))).toBe('NEW');
    expect(hotLeadStatus(flags(false, false, true))).toBe('NEW');
    expect(hotLeadStatus(flags(false, true, false))).toBe('NEW');
  });

  it('is Contacted, then Converted, then Viewed once seen', () => {
    expect(hotLeadStatus(flags(true, true, false))).toBe('Contacted');
    expect(hotLeadStatus(flags(true, true, true))).toBe('Contacted');
    expect(hotLeadStatus(flags(true, false, true))).toBe('Converted');
    expect(hotLeadStatus(flags(true, false, false))).toBe('Viewed');
  });
});

describe('hotLeadStats', () => {
  it('counts the unnotified and the contacted and rounds the mean score', () => {
    const stats = hotLeadStats([
      hotLead({ score: 80 }),
      hotLead({ score: 91, notified: true }),
      hotLead({ score: 76, notified: true, contacted: true }),
    ]);
    expect(stats).toEqual({ total: 3, unnotified: 1, contacted: 1, avgScore: 82 });
    expect(filterCounts(stats)).toEqual({ all: 3, new: 1, contacted: 1 });
  });

  it('is all zeros without leads', () => {
    expect(hotLeadStats([])).toEqual({ total: 0, unnotified: 0, contacted: 0, avgScore: 0 });
  });

  it('rounds half up', () => {
    expect(hotLeadStats([hotLead({ score: 75 }), hotLead({ score: 76 })]).avgScore).toBe(76);
  });
});

describe('qualification reasons', () => {
  it('reads underscores as spaces', () => {
    expect(reasonLabel('used_calculator')).toBe('used calculator');
    expect(reasonLabel('five_minutes_on_site')).toBe('five minutes on site');
  });

  it('shows three and counts the rest', () => {
    expect(visibleReasons(['a_b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a b', 'c', 'd'],
      more: 2,
    });
    expect(visibleReasons(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('leadLink', () => {
  it('points at the list holding the lead, with its id as the anchor', () => {
    expect(leadLink({ leadId: 'l1', leadKind: 'calculator' })).toEqual({
      to: '/admin/leads',
      hash: 'l1',
    });
    expect(leadLink({ leadId: 'c1', leadKind: 'contact' })).toEqual({
      to: '/admin/contacts',
      hash: 'c1',
    });
    expect(leadLink({ leadId: null, leadKind: null })).toBeNull();
  });
});

describe('parseHotLeadSearch', () => {
  it('keeps only the two filters', () => {
    expect(parseHotLeadSearch({ filter: 'new' })).toEqual({ filter: 'new' });
    expect(parseHotLeadSearch({ filter: 'contacted' })).toEqual({ filter: 'contacted' });
    expect(parseHotLeadSearch({ filter: 'all' })).toEqual({ filter: undefined });
    expect(parseHotLeadSearch({})).toEqual({ filter: undefined });
  });
});
