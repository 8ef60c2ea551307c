import { describe, expect, it } from 'vitest';
import { CONVERSION_FACTS, QUALIFICATION_REASONS } from './reasons';
import { SESSION_FACTS } from './rules';

describe('qualification reasons', () => {
  it('can show every fact an event proves', () => {
    for (const fact of Object.values(SESSION_FACTS))
      if (fact !== null) expect(QUALIFICATION_REASONS).toContain(fact);
  });

  it('counts only facts the server verifies as conversions', () => {
    for (const fact of CONVERSION_FACTS) expect(Object.values(SESSION_FACTS)).toContain(fact);
  });

  it('lists each reason once, in snake_case', () => {
    expect(new Set(QUALIFICATION_REASONS).size).toBe(QUALIFICATION_REASONS.length);
    for (const reason of QUALIFICATION_REASONS) expect(reason).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
