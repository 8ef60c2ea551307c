/**
 * Page views are earned (issue 31): PAGE_VIEW, and what a page reports through whenEngaged (the
 * site's SERVICES_PAGE_VIEWED, PORTFOLIO_VIEWED), go out once the visitor engaged with the page, 10 s
 * visible in all or a scroll to 25 %, not on arrival; the session itself starts at once. And the
 * site owner's own browser sends nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { OWNER_KEY } from './storage-keys';
import { scrollTo, setVisibility, settle } from './test/browser';
import { engage, load, net, SESSION_URL, sessions, usePage } from './test/tracker-page';
import type { EventPayload } from '@leadline/domain/wire';

usePage();

const sent = () =>
  net.requests
    .filter((request) => request.url.endsWith('/event') || request.url.endsWith('/events'))
    .flatMap(({ body }) =>
      'events' in (body as object)
        ? (body as { events: EventPayload[] }).events
        : [body as EventPayload],
    )
    .map((event) => `${event.eventType} ${event.pageUrl}`);

/** A client-side navigation (the site's router): the address changes, the page stays loaded. */
const navigate = (path: string) => history.pushState(null, '', path);

describe('the page view', () => {
  it('is not sent on arrival, though the session is', async () => {
    load().trackPageView();
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SESSION_URL}`]);
    expect(sessions()).toHaveLength(1);
  });

  it('is sent after 10 s of visible time', async () => {
    load().trackPageView();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual(['PAGE_VIEW /']);
  });

  it('does not count time while the page is hidden (another tab, the back/forward cache)', async () => {
    load().trackPageView();
    await vi.advanceTimersByTimeAsync(5_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(sent()).toEqual([]);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual(['PAGE_VIEW /']);
  });

  it('is sent at once on a scroll to 25 %, before the milestone', async () => {
    load().trackPageView();
    scrollTo(10);
    await settle();
    expect(sent()).toEqual([]);
    scrollTo(30);
    await settle();
    expect(sent()).toEqual(['PAGE_VIEW /', 'SCROLL_25 /']);
  });

  it('is never sent for a page left before the visitor engaged', async () => {
    load().trackPageView();
    await vi.advanceTimersByTimeAsync(8_000);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    await net.readBeacons();
    expect(sent()).toEqual([]);
    expect(net.sendBeacon).not.toHaveBeenCalled();
  });

  it('is earned by each page of a client-side navigation on its own', async () => {
    const tracker = load();
    tracker.trackPageView();
    await vi.advanceTimersByTimeAsync(9_000);
    navigate('/services');
    tracker.trackPageView('/services');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent()).toEqual(['PAGE_VIEW /services']);
    // An engaged page does not carry over: the next page starts from nothing.
    navigate('/blog?page=2');
    tracker.trackPageView();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent()).toEqual(['PAGE_VIEW /services']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent()).toEqual(['PAGE_VIEW /services', 'PAGE_VIEW /blog?page=2']);
  });

  it('is not sent for any of ten pages skimmed at 5 s each', async () => {
    const tracker = load();
    for (let page = 1; page <= 10; page++) {
      navigate(`/page-${page}`);
      tracker.trackPageView();
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(sent()).toEqual([]);
  });

  it('of the same page again (another query) goes at once once the page is engaged', async () => {
    const tracker = load();
    tracker.trackPageView();
    await engage();
    navigate('/?tab=2');
    tracker.trackPageView();
    await settle();
    expect(sent()).toEqual(['PAGE_VIEW /', 'PAGE_VIEW /?tab=2']);
  });
});

describe('whenEngaged (a page-specific view event)', () => {
  it('runs once the page shown now is engaged, and at once after', async () => {
    const tracker = load();
    const engaged = vi.fn(() => tracker.track('SERVICES_PAGE_VIEWED'));
    tracker.whenEngaged(engaged);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(engaged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(engaged).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    tracker.whenEngaged(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual(['SERVICES_PAGE_VIEWED /']);
  });

  it.each([
    ['before', true],
    ['after', false],
  ])(
    'after a navigation, asked %s the page view, waits for the new page',
    async (_order, first) => {
      const tracker = load();
      tracker.trackPageView();
      await engage();
      navigate('/services');
      const engaged = vi.fn(() => tracker.track('SERVICES_PAGE_VIEWED'));
      if (first) tracker.whenEngaged(engaged);
      tracker.trackPageView('/services');
      if (!first) tracker.whenEngaged(engaged);
      await vi.advanceTimersByTimeAsync(9_000);
      expect(engaged).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(engaged).toHaveBeenCalledTimes(1);
      // In the order they were asked for.
      const views = ['PAGE_VIEW /services', 'SERVICES_PAGE_VIEWED /services'];
      expect(sent()).toEqual(['PAGE_VIEW /', ...(first ? views.reverse() : views)]);
    },
  );

  it('drops what waited for a page left before it engaged, and can be cancelled', async () => {
    const tracker = load();
    const left = vi.fn();
    const cancelled = vi.fn();
    tracker.whenEngaged(left);
    const cancel = tracker.whenEngaged(cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    navigate('/portfolio');
    const portfolio = vi.fn();
    tracker.whenEngaged(portfolio);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(left).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
    expect(portfolio).toHaveBeenCalledTimes(1);
  });

  it('never lets a failing function reach the page', async () => {
    const tracker = load();
    tracker.whenEngaged(() => {
      throw new Error('boom');
    });
    const next = vi.fn();
    tracker.whenEngaged(next);
    await engage();
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe("the site owner's own browser", () => {
  it.each(['admin', 'mine'])('marked %s: nothing is stored, sent or run, ever', async (mark) => {
    localStorage.setItem(OWNER_KEY, mark);
    const tracker = load();
    tracker.trackPageView();
    const engaged = vi.fn();
    tracker.whenEngaged(engaged);
    tracker.track('CTA_CLICKED');
    scrollTo(100);
    await vi.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');
    expect(tracker.sessionId).toBe('');
    await expect(tracker.getScore()).resolves.toEqual({ score: 0, emailKnown: false });
    expect(engaged).not.toHaveBeenCalled();
    expect(net.requests).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([OWNER_KEY]);
    expect(sessionStorage.length).toBe(0);
  });
});
