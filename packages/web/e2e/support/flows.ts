/**
 * What the form-flow specs share: the toast on screen, the admin's view of what the server stored,
 * analytics events sent for a tab's session, and holding a request until the test has seen its
 * pending state.
 */
import type {
  CalculatorLeadRecord,
  ContactMessageRecord,
  HotLead,
  Json,
  ListPage,
  WorkflowSubmissionRecord,
} from '@leadline/domain';
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { apiGet, signInCookie, TRACKER_SESSION_KEY } from './api';
import { DESKTOP_USER_AGENT } from './browser';
import { e2eAdmin } from './fixtures';

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The open toast (at most one is shown) with this title; Radix renders each as an <li>. */
export function toastTitled(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The tab's tracked session id (the tracker keeps it in sessionStorage once it has started). */
export async function trackedSession(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    (key) => sessionStorage.getItem(key),
    TRACKER_SESSION_KEY,
  );
  const sessionId: unknown = await handle.jsonValue();
  if (typeof sessionId !== 'string') throw new Error('the page has no tracked session');
  return sessionId;
}

/** Reads admin lists as the e2e admin; signs in once per spec file, on first use. */
export function adminReader(baseUrl: string) {
  let cookie: Promise<string> | undefined;
  return async <T>(path: string): Promise<T> => {
    cookie ??= signInCookie(baseUrl, e2eAdmin());
    return apiGet<T>(baseUrl, path, await cookie);
  };
}

export type ListAnswer<T> = ListPage<T>;
export type StoredLead = Json<CalculatorLeadRecord>;
export type StoredContact = Json<ContactMessageRecord>;
export type StoredWorkflow = Json<WorkflowSubmissionRecord>;
export type StoredHotLead = Json<HotLead>;

/** Posts an analytics event for `sessionId` as a desktop browser would; answers the HTTP status. */
export async function postEvent(
  baseUrl: string,
  sessionId: string,
  eventType: string,
  pageUrl = '/',
): Promise<number> {
  const response = await fetch(`${baseUrl}/api/analytics/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_USER_AGENT },
    body: JSON.stringify({ sessionId, eventType, pageUrl, metadata: {} }),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Holds the page's requests matching `url` (and `when`, if given) until `release()`: the test can
 * look at the page's pending state, then let the request through to the real server.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  when: (route: Route) => boolean = () => true,
) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    if (!when(route)) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Stops the page's clock (installed before navigation) a second after its current time. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The page's fake time (Date.now under an installed clock). */
export function clockNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * Moves a paused clock on `step` ms at a time until `condition` holds (checked before each step).
 * Paused, the page runs no timer at all, and React and TanStack Query schedule some of their work
 * with timers: a test waiting for the page to change must let the clock run.
 */
export async function runClockUntil(
  page: Page,
  condition: () => Promise<boolean>,
  { step = 50, timeout = 10_000 }: { step?: number; timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await condition()) return true;
        await page.clock.runFor(step);
        return condition();
      },
      { timeout },
    )
    .toBe(true);
}

/** Whether the element is the page's focused element. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
