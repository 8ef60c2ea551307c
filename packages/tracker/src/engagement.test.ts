import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEngagement, type Engagement } from './engagement';
import { scrollTo, setVisibility } from './test/browser';

let emitted: string[];
let engagement: Engagement;
const log = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible', false);
  emitted = [];
  engagement = startEngagement((eventType) => emitted.push(eventType), log);
});

afterEach(() => {
  engagement.stop();
  vi.useRealTimers();
});

describe('scroll milestones', () => {
  it('reports 25, 50 and 75 % once each, as they are reached', () => {
    scrollTo(10);
    expect(emitted).toEqual([]);
    scrollTo(25);
    expect(emitted).toEqual(['SCROLL_25']);
    scrollTo(30);
    scrollTo(0);
    scrollTo(49.9);
    expect(emitted).toEqual(['SCROLL_25']);
    scrollTo(50);
    scrollTo(74);
    scrollTo(75);
    scrollTo(100);
    scrollTo(100);
    expect(emitted).toEqual(['SCROLL_25', 'SCROLL_50', 'SCROLL_75']);
  });

  it('reports every milestone passed by one jump, in order', () => {
    scrollTo(90);
    expect(emitted).toEqual(['SCROLL_25', 'SCROLL_50', 'SCROLL_75']);
  });

  it('reports nothing for a page that does not scroll', () => {
    scrollTo(0, 800);
    scrollTo(0, 1000);
    expect(emitted).toEqual([]);
  });

  it('reports them again on another page', () => {
    scrollTo(80);
    engagement.page('/other');
    scrollTo(60);
    expect(emitted).toEqual(['SCROLL_25', 'SCROLL_50', 'SCROLL_75', 'SCROLL_25', 'SCROLL_50']);
  });
});

describe('time milestones', () => {
  it('reports 30 s, 2 min and 5 min of visible time, sampled every second', () => {
    vi.advanceTimersByTime(29_999);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual(['TIME_30_SEC']);
    vi.advanceTimersByTime(90_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN']);
    vi.advanceTimersByTime(180_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN', 'TIME_5_MIN']);
    vi.advanceTimersByTime(3_600_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN', 'TIME_5_MIN']);
  });

  it('does not count time while the page is hidden', () => {
    vi.advanceTimersByTime(20_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(600_000);
    expect(emitted).toEqual([]);
    setVisibility('visible');
    vi.advanceTimersByTime(9_999);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual(['TIME_30_SEC']);
  });

  it('starts over on another page, not on the same one', () => {
    vi.advanceTimersByTime(125_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN']);
    engagement.page(location.pathname);
    vi.advanceTimersByTime(1_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN']);
    engagement.page('/other');
    vi.advanceTimersByTime(30_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN', 'TIME_30_SEC']);
  });
});

describe('engaged with the page (when)', () => {
  let engaged: string[];
  const onEngaged = (name: string) => engagement.when(() => engaged.push(name));
  beforeEach(() => {
    engaged = [];
  });

  it('after 10 s of visible time, not on arrival', () => {
    onEngaged('page view');
    vi.advanceTimersByTime(9_999);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(engaged).toEqual(['page view']);
    vi.advanceTimersByTime(600_000);
    expect(engaged).toEqual(['page view']);
  });

  it('starts a page over when the address changes before the page is reported', () => {
    onEngaged('first page');
    vi.advanceTimersByTime(6_000);
    // The router has navigated; the site reports the new page a moment later.
    history.pushState(null, '', '/services');
    vi.advanceTimersByTime(5_000);
    expect(engaged).toEqual([]);
    engagement.page('/services');
    onEngaged('services');
    vi.advanceTimersByTime(4_999);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1);
    // Ten seconds since the address changed, counted for the new page only.
    expect(engaged).toEqual(['services']);
    history.pushState(null, '', '/');
  });

  it('keeps a page reported under another name than its address (a virtual path)', () => {
    engagement.page('/wizard/step-2');
    onEngaged('step 2');
    vi.advanceTimersByTime(10_000);
    expect(engaged).toEqual(['step 2']);
  });

  it('counts visible time only: a hidden tab does not engage', () => {
    onEngaged('page view');
    vi.advanceTimersByTime(6_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(600_000);
    setVisibility('visible');
    vi.advanceTimersByTime(3_999);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(engaged).toEqual(['page view']);
  });

  it('on a scroll to the first milestone (25 %), before the milestone itself', () => {
    engagement.stop();
    const order: string[] = [];
    engagement = startEngagement((eventType) => order.push(eventType), log);
    engagement.when(() => order.push('page view'));
    scrollTo(10);
    expect(order).toEqual([]);
    scrollTo(30);
    expect(order).toEqual(['page view', 'SCROLL_25']);
  });

  it('not by a page too short to scroll, nor a scroll back to the top', () => {
    onEngaged('page view');
    scrollTo(0, 800);
    scrollTo(0);
    scrollTo(24.9);
    expect(engaged).toEqual([]);
  });

  it('runs at once once engaged, and each waiting function once', () => {
    onEngaged('first');
    onEngaged('second');
    scrollTo(50);
    onEngaged('third');
    scrollTo(90);
    vi.advanceTimersByTime(60_000);
    expect(engaged).toEqual(['first', 'second', 'third']);
  });

  it('leaving a page before it engaged drops what waited; the next page earns its own', () => {
    onEngaged('/ viewed');
    vi.advanceTimersByTime(9_000);
    engagement.page('/services');
    onEngaged('/services viewed');
    vi.advanceTimersByTime(9_000);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(engaged).toEqual(['/services viewed']);
    // An engaged page does not engage the next one: a click-through starts from nothing.
    engagement.page('/blog');
    onEngaged('/blog viewed');
    vi.advanceTimersByTime(5_000);
    expect(engaged).toEqual(['/services viewed']);
  });

  it('ten pages at 5 s each, without a scroll, engage none', () => {
    for (let page = 0; page < 10; page++) {
      engagement.page(`/page-${page}`);
      onEngaged(`/page-${page}`);
      vi.advanceTimersByTime(5_000);
    }
    expect(engaged).toEqual([]);
  });

  it('does not start over for the same path', () => {
    onEngaged('page view');
    vi.advanceTimersByTime(6_000);
    engagement.page(location.pathname);
    vi.advanceTimersByTime(4_000);
    expect(engaged).toEqual(['page view']);
  });

  it('cancels', () => {
    const cancel = onEngaged('cancelled');
    onEngaged('kept');
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(engaged).toEqual(['kept']);
    expect(() => cancel()).not.toThrow();
  });
});

describe('stop', () => {
  it('removes the scroll listener and the timer', () => {
    const removeEventListener = vi.spyOn(window, 'removeEventListener');
    engagement.stop();
    expect(removeEventListener).toHaveBeenCalledWith('scroll', expect.any(Function));
    scrollTo(100);
    vi.advanceTimersByTime(600_000);
    expect(emitted).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs nothing that waits for engagement, then or later', () => {
    const engaged = vi.fn();
    engagement.when(engaged);
    engagement.stop();
    engagement.when(engaged);
    scrollTo(100);
    vi.advanceTimersByTime(600_000);
    expect(engaged).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('never lets a failing listener or tick throw into the page', () => {
    engagement.stop();
    engagement = startEngagement(() => {
      throw new Error('boom');
    }, log);
    expect(() => scrollTo(100)).not.toThrow();
    expect(() => vi.advanceTimersByTime(30_000)).not.toThrow();
    expect(log).toHaveBeenCalledWith(new Error('boom'));
  });
});
