import { describe, expect, it } from 'vitest';
import { conversionRate } from './api';

describe('conversionRate', () => {
  it('is the rounded share of leads contacted, 0 with no leads', () => {
    expect(conversionRate({ totalLeads: 0, contactedLeads: 0 })).toBe(0);
    expect(conversionRate({ totalLeads: 3, contactedLeads: 1 })).toBe(33);
    expect(conversionRate({ totalLeads: 8, contactedLeads: 5 })).toBe(63);
  });
});
