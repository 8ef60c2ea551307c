import { describe, expect, it } from 'vitest';
import { EXIT_OFFER, fastScrollBackUp, leftThroughTop, offerAllowed } from './exit-intent-rules';

describe('the exit-intent offer', () => {
  const base = { pageOpenedAt: 0, now: 20_000, lastShownAt: undefined, hotPopupOffered: false };

  it('waits 10 s on a page, and comes back to a visitor only after 30 days', () => {
    expect(offerAllowed(base)).toBe(true);
    expect(offerAllowed({ ...base, now: EXIT_OFFER.quietMs - 1 })).toBe(false);
    const day = 24 * 3600_000;
    expect(offerAllowed({ ...base, now: 29 * day, lastShownAt: 1 })).toBe(false);
    expect(offerAllowed({ ...base, now: 31 * day, lastShownAt: 1 })).toBe(true);
  });

  it('never follows the hot-lead popup of the same session', () => {
    expect(offerAllowed({ ...base, hotPopupOffered: true })).toBe(false);
  });

  it('takes the pointer leaving through the top edge for an exit, not through the sides', () => {
    expect(leftThroughTop({ relatedTarget: null, clientY: 0 })).toBe(true);
    expect(leftThroughTop({ relatedTarget: null, clientY: -3 })).toBe(true);
    expect(leftThroughTop({ relatedTarget: null, clientY: 300 })).toBe(false);
    expect(leftThroughTop({ relatedTarget: {}, clientY: 0 })).toBe(false);
  });

  it('takes a fast scroll back up after reading a third of the page for an exit on a phone', () => {
    const fast = [
      { at: 0, y: 2000 },
      { at: 150, y: 1700 },
      { at: 300, y: 1500 },
    ];
    expect(fastScrollBackUp(fast, 0.5)).toBe(true);
    // Not read far enough.
    expect(fastScrollBackUp(fast, 0.2)).toBe(false);
    // Too slow: 500 px over a second.
    expect(
      fastScrollBackUp(
        [
          { at: 0, y: 2000 },
          { at: 500, y: 1750 },
          { at: 1000, y: 1500 },
        ],
        0.5,
      ),
    ).toBe(false);
    // Scrolling down is reading.
    expect(
      fastScrollBackUp(
        [
          { at: 0, y: 1000 },
          { at: 200, y: 1600 },
        ],
        0.5,
      ),
    ).toBe(false);
  });
});
