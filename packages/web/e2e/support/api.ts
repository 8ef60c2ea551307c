/** Reading what the server stored, through its HTTP API, and signing in as the e2e admin. */
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP_USER_AGENT } from './browser';
import type { ScoreResponse } from '@leadline/domain';
import { SESSION_KEY } from '@leadline/tracker';
import type { Credentials } from './server';

/** The tracker keeps the tab's session id under this sessionStorage key (packages/tracker/src/storage-keys.ts). */
export const TRACKER_SESSION_KEY = SESSION_KEY;

export async function apiGet<T>(baseUrl: string, path: string, cookie?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'user-agent': DESKTOP_USER_AGENT, ...(cookie ? { cookie } : {}) },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST /api/login, as the sign-in form sends it; throws unless it signed in (303). */
export async function postSignIn(baseUrl: string, { email, password }: Credentials) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': DESKTOP_USER_AGENT,
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (response.status !== 303) throw new Error(`sign-in failed with ${response.status}`);
  return response;
}

/** Signs in through the real form (POST /api/login); answers the session's Cookie header. */
export async function signInCookie(baseUrl: string, credentials: Credentials) {
  const response = await postSignIn(baseUrl, credentials);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs the browser context in, as a visitor would: the login page, then back to `returnTo`. */
export async function signIn(
  context: BrowserContext,
  { email, password }: Credentials,
  returnTo = '/',
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === returnTo),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
  } finally {
    await page.close();
  }
}

/** The tracked session of the page's tab and its score as the server sees it. */
export async function sessionScore(baseUrl: string, page: Page) {
  const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), TRACKER_SESSION_KEY);
  if (!sessionId) throw new Error('the page has no tracked session yet');
  const score = await apiGet<ScoreResponse>(
    baseUrl,
    `/api/analytics/session/${encodeURIComponent(sessionId)}/score`,
  );
  return { sessionId, ...score };
}
