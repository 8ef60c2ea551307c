import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockNetwork, settle, visitPage, type Network } from './test/browser';
import type { Tracker } from './tracker';

let net: Network;
/** window.leadline, read afresh (TypeScript would keep it narrowed after a delete). */
const leadline = (): Tracker | undefined => window.leadline;

/** Runs dist/tracker.js's source as a <script> tag with these data-* attributes would. */
async function runScript(data: Record<string, string>): Promise<void> {
  const script = document.createElement('script');
  script.src = 'https://leads.example.com/tracker.js';
  Object.assign(script.dataset, data);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('./iife');
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  visitPage('/services');
  net = mockNetwork();
});

afterEach(() => {
  leadline()?.stop();
  delete window.leadline;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('tracks the page view, once the visitor engaged, against data-endpoint; exposes window.leadline', async () => {
  await runScript({ endpoint: 'https://leads.example.com' });
  await settle();
  expect(net.lines()).toEqual(['fetch POST https://leads.example.com/api/analytics/session']);

  await vi.advanceTimersByTimeAsync(10_000);
  expect(net.lines()).toEqual([
    'fetch POST https://leads.example.com/api/analytics/session',
    'fetch POST https://leads.example.com/api/analytics/event',
  ]);
  expect(net.requests[1]?.body).toMatchObject({ eventType: 'PAGE_VIEW', pageUrl: '/services' });
  expect(leadline()?.sessionId).toBe((net.requests[0]?.body as { sessionId: string }).sessionId);
  leadline()?.track('CTA_CLICKED');
  await settle();
  expect(net.eventTypes()).toEqual(['PAGE_VIEW', 'CTA_CLICKED']);
});

it('posts to the page origin without data-endpoint', async () => {
  await runScript({});
  await vi.advanceTimersByTimeAsync(10_000);
  expect(net.lines()).toEqual([
    'fetch POST /api/analytics/session',
    'fetch POST /api/analytics/event',
  ]);
});

it('does not count the visit twice when the script is on the page twice', async () => {
  await runScript({ endpoint: 'https://leads.example.com' });
  const first = leadline();
  await runScript({ endpoint: 'https://leads.example.com' });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(leadline()).toBe(first);
  expect(net.eventTypes()).toEqual(['PAGE_VIEW']);
});

it('honours Do Not Track unless data-respect-dnt="false"', async () => {
  vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
  await runScript({ endpoint: 'https://leads.example.com' });
  expect(leadline()?.sessionId).toBe('');
  expect(net.requests).toEqual([]);

  delete window.leadline;
  await runScript({ endpoint: 'https://leads.example.com', respectDnt: 'false' });
  expect(net.lines()[0]).toBe('fetch POST https://leads.example.com/api/analytics/session');
  expect(leadline()?.sessionId).not.toBe('');
});

it('logs failures with console.debug under data-debug', async () => {
  const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
  net.respond(() => ({ status: 500 }));
  await runScript({ endpoint: 'https://leads.example.com', debug: '' });
  await settle();
  expect(debug).toHaveBeenCalledWith('[leadline]', 'session', 500);
});

it('never throws into the page, even without document.currentScript', async () => {
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(null);
  vi.resetModules();
  await expect(import('./iife')).resolves.toBeDefined();
  expect(net.lines()[0]).toBe('fetch POST /api/analytics/session');
});
