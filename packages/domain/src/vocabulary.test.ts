import { describe, expect, it } from 'vitest';
import { bandOf, categoryOf } from './vocabulary';

describe('event categories', () => {
  it.each([
    ['CALCULATOR_SUBMITTED', 'conversion'],
    ['CONTACT_FORM_STARTED', 'intent'],
    ['CTA_CLICKED', 'intent'],
    ['SCROLL_50', 'engagement'],
    ['TIME_2_MIN', 'engagement'],
    ['PAGE_VIEW', 'navigation'],
    ['NAVIGATION_CLICK', 'navigation'],
    ['EMAIL_CAPTURED', 'engagement'],
    ['SERVICES_PAGE_VIEWED', 'navigation'],
  ] as const)('%s is %s', (type, category) => {
    expect(categoryOf(type)).toBe(category);
  });
});

describe('score bands', () => {
  it.each([
    [0, 'cold'],
    [24, 'cold'],
    [25, 'engaged'],
    [49, 'engaged'],
    [50, 'warm'],
    [74, 'warm'],
    [75, 'hot'],
    [300, 'hot'],
  ] as const)('%i is %s', (score, band) => {
    expect(bandOf(score)).toBe(band);
  });
});
