import { describe, expect, it } from 'vitest';
import {
  filterCounts,
  hotLeadStatus,
  leadLink,
  parseHotLeadSearch,
  reasonLabel,
  visibleReasons,
} from './rules';

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

describe('filterCounts', () => {
  it('counts every lead, the unnotified and the contacted from the server stats', () => {
    expect(filterCounts({ total: 3, unnotified: 1, contacted: 2, avgScore: 82 })).toEqual({
      all: 3,
      new: 1,
      contacted: 2,
    });
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
    expect(leadLink({ leadId: 'q1', leadKind: 'questionnaire' })).toEqual({
      to: '/admin/workflow-submissions',
      hash: 'q1',
    });
    expect(leadLink({ leadId: null, leadKind: null })).toBeNull();
  });
});

describe('parseHotLeadSearch', () => {
  it('keeps only the two filters', () => {
    expect(parseHotLeadSearch({ filter: 'new' })).toMatchObject({ filter: 'new' });
    expect(parseHotLeadSearch({ filter: 'contacted' })).toMatchObject({ filter: 'contacted' });
    expect(parseHotLeadSearch({ filter: 'all' })).toMatchObject({ filter: undefined });
    expect(parseHotLeadSearch({})).toEqual({ filter: undefined, page: undefined });
  });

  it('keeps a page only when it is a whole number past the first', () => {
    expect(parseHotLeadSearch({ page: 3 }).page).toBe(3);
    expect(parseHotLeadSearch({ page: '2' }).page).toBe(2);
    for (const page of [1, 0, -2, 2.5, 'x', null])
      expect(parseHotLeadSearch({ page }).page).toBeUndefined();
  });
});
