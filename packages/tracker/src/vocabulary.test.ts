import { describe, expect, it } from 'vitest';
import { bandOf, categoryOf, EVENT_POINTS, pointsFor } from './vocabulary';

describe('event points', () => {
  it('awards the SPEC section 9 values', () => {
    expect(pointsFor('CALCULATOR_SUBMITTED')).toBe(30);
    expect(pointsFor('EXIT_INTENT_CONVERTED')).toBe(25);
    expect(pointsFor('SERVICES_PAGE_VIEWED')).toBe(20);
    expect(pointsFor('BLOG_POST_READ_FULLY')).toBe(12);
    expect(pointsFor('PAGE_VIEW')).toBe(5);
    expect(pointsFor('SCROLL_25')).toBe(3);
    expect(pointsFor('TIME_30_SEC')).toBe(3);
  });

  it('awards nothing for unknown types, including inherited property names', () => {
    expect(pointsFor('MADE_UP_EVENT')).toBe(0);
    expect(pointsFor('constructor')).toBe(0);
    expect(pointsFor('toString')).toBe(0);
  });

  it('has exactly the 29 scored event kinds of the spec', () => {
    expect(Object.values(EVENT_POINTS).filter((points) => points > 0)).toHaveLength(29);
  });
});

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
