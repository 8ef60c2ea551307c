import { describe, expect, it } from 'vitest';
import { featureSummary } from './feature-names';

const line = (name: string) => ({ id: name.toLowerCase(), name, price: 1000 });

describe('featureSummary', () => {
  it('names up to three features, as stored with the lead, and counts the rest', () => {
    expect(featureSummary([line('CRM Sync')])).toEqual({ names: ['CRM Sync'], more: 0 });
    const five = ['CRM Sync', 'SMS Alerts', 'Single Sign-On', 'Reports', 'Chat'].map(line);
    expect(featureSummary(five.slice(0, 3))).toEqual({
      names: ['CRM Sync', 'SMS Alerts', 'Single Sign-On'],
      more: 0,
    });
    expect(featureSummary(five)).toEqual({
      names: ['CRM Sync', 'SMS Alerts', 'Single Sign-On'],
      more: 2,
    });
    expect(featureSummary([])).toEqual({ names: [], more: 0 });
  });
});
