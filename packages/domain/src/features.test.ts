import { describe, expect, it } from 'vitest';
import { catalogueIds, featureOf, lineItemsOf, totalCostOf, type Catalogue } from './features';

const CATALOGUE: Catalogue = [
  { id: 'crm', name: 'CRM Sync', description: 'Keeps the CRM in step.', price: 1200 },
  { id: 'sms', name: 'SMS Alerts', description: 'Texts when it matters.', price: 800 },
  { id: 'sso', name: 'Single Sign-On', description: 'One account for all.', price: 2500 },
];

describe('a catalogue', () => {
  it('lists its ids and finds a feature by id', () => {
    expect(catalogueIds(CATALOGUE)).toEqual(['crm', 'sms', 'sso']);
    expect(featureOf(CATALOGUE, 'sms')?.name).toBe('SMS Alerts');
    expect(featureOf(CATALOGUE, 'auth')).toBeUndefined();
  });

  it('sums prices', () => {
    expect(totalCostOf(CATALOGUE, [])).toBe(0);
    expect(totalCostOf(CATALOGUE, ['sso'])).toBe(2500);
    expect(totalCostOf(CATALOGUE, ['crm', 'sms', 'sso'])).toBe(4500);
  });

  it('makes the lines of a choice, in its order, with names and prices', () => {
    expect(lineItemsOf(CATALOGUE, ['sso', 'crm'])).toEqual([
      { id: 'sso', name: 'Single Sign-On', price: 2500 },
      { id: 'crm', name: 'CRM Sync', price: 1200 },
    ]);
  });

  it('refuses unknown ids rather than counting them as free', () => {
    expect(() => totalCostOf(CATALOGUE, ['crm', 'teleport'])).toThrow(
      'Unknown feature id: teleport',
    );
    expect(() => lineItemsOf(CATALOGUE, ['auth'])).toThrow('Unknown feature id: auth');
  });
});
