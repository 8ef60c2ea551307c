// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAvailabilityMeta } from './availability';

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('the availability a page was served with', () => {
  it('is read from the meta tag, when it names a whole availability', () => {
    expect(parseAvailabilityMeta('month=2027-03&slotsLeft=3')).toEqual({
      month: '2027-03',
      slotsLeft: 3,
    });
    expect(parseAvailabilityMeta('month=2027-03&slotsLeft=0')).toEqual({
      month: '2027-03',
      slotsLeft: 0,
    });
    for (const content of [
      'month=__LEADLINE_AVAILABILITY_MONTH__&slotsLeft=__LEADLINE_AVAILABILITY_SLOTS_LEFT__',
      'month=2027-13&slotsLeft=1',
      'month=2027-03&slotsLeft=100',
      'month=2027-03&slotsLeft=-1',
      'month=2027-03',
      '',
      null,
      undefined,
    ]) {
      expect(parseAvailabilityMeta(content), String(content)).toBeUndefined();
    }
  });

  it('is what the banner and the calculator say, and what the next page renders with', async () => {
    document.head.innerHTML =
      '<meta name="leadline:availability" content="month=2027-03&amp;slotsLeft=1">';
    const { availabilityMeta, availabilityText } = await import('./availability');
    expect(availabilityText()).toEqual({
      bookingMonth: 'March 2027',
      slotsRemaining: '1 slot remaining',
    });
    // Once read, kept: the router replaces the head when it renders a page.
    document.head.innerHTML = '';
    expect(availabilityMeta()).toEqual({
      name: 'leadline:availability',
      content: 'month=2027-03&slotsLeft=1',
    });
  });

  it("is the site's own where the page names none (vite dev, a page served by another server)", async () => {
    document.head.innerHTML =
      '<meta name="leadline:availability" content="month=__LEADLINE_AVAILABILITY_MONTH__&amp;slotsLeft=__LEADLINE_AVAILABILITY_SLOTS_LEFT__">';
    const { availabilityText } = await import('./availability');
    expect(availabilityText().bookingMonth).toMatch(/^[A-Z][a-z]+ 20\d\d$/);
    expect(availabilityText().slotsRemaining).toMatch(/^\d+ slots? remaining$/);
  });
});
