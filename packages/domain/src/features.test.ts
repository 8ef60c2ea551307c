import { describe, expect, it } from 'vitest';
import { FEATURES, FEATURE_IDS, isFeatureId, totalCostOf } from './features';

describe('the feature catalogue', () => {
  it('lists the eight features of the spec with their costs', () => {
    expect(FEATURES.map(({ id, name, cost }) => [id, name, cost])).toEqual([
      ['auth', 'User Authentication', 2000],
      ['payment', 'Payment Gateway Integration', 3500],
      ['admin', 'Admin Dashboard', 5000],
      ['api', 'API Integration', 4000],
      ['notifications', 'Push Notifications', 2500],
      ['analytics', 'Analytics & Reporting', 3000],
      ['chat', 'Real-time Chat', 4500],
      ['search', 'Advanced Search', 3000],
    ]);
  });

  it('describes every feature', () => {
    for (const feature of FEATURES) expect(feature.description.length).toBeGreaterThan(20);
  });

  it('sums costs', () => {
    expect(totalCostOf([])).toBe(0);
    expect(totalCostOf(['auth'])).toBe(2000);
    expect(totalCostOf(FEATURE_IDS)).toBe(27_500);
  });

  it('refuses unknown ids rather than counting them as free', () => {
    expect(() => totalCostOf(['auth', 'teleport'])).toThrow('Unknown feature id: teleport');
    expect(isFeatureId('teleport')).toBe(false);
    expect(isFeatureId('chat')).toBe(true);
  });
});
