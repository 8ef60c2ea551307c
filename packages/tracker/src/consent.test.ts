/**
 * What a host page's consent gate relies on (the Leadline site's CONSENT_MODE=opt-in, which creates no
 * tracker before the visitor accepts): the library does nothing until createTracker() is called, a
 * tracker created late in a page's life starts as one created at load, and stop() ends all sending.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, setVisibility, settle, type Network } from './test/browser';

const SERVER = 'https://leads.example.com';
let net: Network;

const storedKeys = () => [
  ...Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)),
  ...Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)),
];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
  localStorage.clear();
  sessionStorage.clear();
  net = mockNetwork();
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('before and after consent', () => {
  it('importing the library stores, sends and listens to nothing', async () => {
    const addToWindow = vi.spyOn(window, 'addEventListener');
    const addToDocument = vi.spyOn(document, 'addEventListener');
    await import('./index');
    await vi.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(net.requests).toEqual([]);
    expect(storedKeys()).toEqual([]);
    expect(addToWindow).not.toHaveBeenCalled();
    expect(addToDocument).not.toHaveBeenCalled();
  });

  it('a tracker created minutes after the page loaded starts as one created at load', async () => {
    const { createTracker } = await import('./index');
    await vi.advanceTimersByTimeAsync(120_000);
    const tracker = createTracker({ endpoint: SERVER });
    tracker.trackPageView('/services');
    await settle();
    expect(net.lines()).toEqual([`fetch POST ${SERVER}/api/analytics/session`]);
    // Visible time counts from creation: the page view 10 s later, 30 s later the milestone.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(net.eventTypes()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(net.lines()).toEqual([
      `fetch POST ${SERVER}/api/analytics/session`,
      `fetch POST ${SERVER}/api/analytics/event`,
    ]);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'TIME_30_SEC']);
    tracker.stop();
  });

  it('after stop() (consent withdrawn) nothing more leaves, not even on page hide', async () => {
    const { createTracker } = await import('./index');
    const tracker = createTracker({ endpoint: SERVER });
    tracker.trackPageView('/');
    await settle();
    const sent = net.requests.length;
    tracker.stop();
    tracker.track('CTA_CLICKED');
    await vi.advanceTimersByTimeAsync(600_000);
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(net.requests).toHaveLength(sent);
  });
});
