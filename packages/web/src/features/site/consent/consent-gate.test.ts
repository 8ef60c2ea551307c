// @vitest-environment happy-dom
/**
 * The gate in opt-in mode: the web app creates no tracker (so nothing is stored or sent) until the
 * visitor accepts, and withdrawing consent stops it and removes what analytics stored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '../../../site-config';

vi.mock('../../../site-config', async (importOriginal) => {
  const { SITE } = await importOriginal<{ SITE: SiteSettings }>();
  return { SITE: { ...SITE, consentMode: 'opt-in' } };
});

const CONSENT_KEY = 'leadline_consent';

/** A fresh page load: the modules (the consent store, the page's tracker) start anew. */
async function loadPage() {
  vi.resetModules();
  return {
    ...(await import('./consent')),
    ...(await import('../tracking/tracker')),
    ...(await import('../privacy/site-storage')),
  };
}
let page: Awaited<ReturnType<typeof loadPage>>;

const storedKeys = () => [
  ...Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)),
  ...Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)),
];

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  page = await loadPage();
});

afterEach(() => {
  page.stopTracker();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the consent gate (CONSENT_MODE=opt-in)', () => {
  it('starts no tracker before consent: nothing stored, nothing sent', async () => {
    expect(page.tracker()).toBeUndefined();
    page.trackEvent('CTA_CLICKED');
    expect(page.trackedSessionId()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual([]);
  });

  it('starts the tracker once the visitor accepts', async () => {
    page.consent.choose('granted');
    expect(page.trackedSessionId()).toMatch(/^[\w-]+$/);
    await vi.advanceTimersByTimeAsync(0);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/analytics/session');
    expect(storedKeys().sort()).toEqual([CONSENT_KEY, 'leadline_session', 'leadline_visitor']);
  });

  it('stops sending and removes what analytics stored when consent is withdrawn', async () => {
    page.consent.choose('granted');
    page.tracker()?.trackPageView('/');
    localStorage.setItem('leadline_hot_popup:abc', '{"shown":true}');
    localStorage.setItem('leadline_exit_offer', '1');
    localStorage.setItem('theme', 'dark');
    await vi.advanceTimersByTimeAsync(1_000);

    page.consent.choose('denied');
    page.stopTracker();
    page.removeAnalyticsStorage();
    const sent = fetchMock.mock.calls.length;
    page.trackEvent('CTA_CLICKED');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.length).toBe(sent);
    expect(page.tracker()).toBeUndefined();
    expect(storedKeys().sort()).toEqual([CONSENT_KEY, 'theme']);
  });
});
