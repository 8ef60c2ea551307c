import { describe, expect, it } from 'vitest';
import { featureName, featureSummary } from './feature-names';

describe('featureName', () => {
  it("is the catalogue's name, or the id for one it no longer has", () => {
    expect(featureName('auth')).toBe('User Authentication');
    expect(featureName('analytics')).toBe('Analytics & Reporting');
    expect(featureName('teleport')).toBe('teleport');
  });
});

describe('featureSummary', () => {
  it('names up to three features and counts the rest', () => {
    expect(featureSummary(['auth'])).toEqual({ names: ['User Authentication'], more: 0 });
    expect(featureSummary(['auth', 'payment', 'admin'])).toEqual({
      names: ['User Authentication', 'Payment Gateway Integration', 'Admin Dashboard'],
      more: 0,
    });
    expect(featureSummary(['auth', 'payment', 'admin', 'api', 'chat'])).toEqual({
      names: ['User Authentication', 'Payment Gateway Integration', 'Admin Dashboard'],
      more: 2,
    });
    expect(featureSummary([])).toEqual({ names: [], more: 0 });
  });
});
