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

  it('reports them again after reset() (another page)', () => {
    scrollTo(80);
    engagement.reset();
    scrollTo(60);
    expect(emitted).toEqual(['SCROLL_25', 'SCROLL_50', 'SCROLL_75', 'SCROLL_25', 'SCROLL_50']);
  });
});

describe('time milestones', () => {
  it('reports 30 s, 2 min and 5 min of visible time, checked every 5 s', () => {
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
    vi.advanceTimersByTime(5_000);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(emitted).toEqual(['TIME_30_SEC']);
  });

  it('starts over after reset() (another page)', () => {
    vi.advanceTimersByTime(125_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN']);
    engagement.reset();
    vi.advanceTimersByTime(30_000);
    expect(emitted).toEqual(['TIME_30_SEC', 'TIME_2_MIN', 'TIME_30_SEC']);
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
