/**
 * The hot-lead popup on a real session pushed past 75 points: it opens 3 s after the score check that
 * finds the session hot, captures an address into the hot lead, closes itself 2 s later and leads to
 * /book with the name and address filled in, and once turned down stays away. Time is the browser's fake clock (installed before the page loads and
 * paused once the session exists), never a wait.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import {
  adminReader,
  clockNow,
  holdRequests,
  pauseClock,
  postEvent,
  runClockUntil,
  trackedSession,
  uniqueEmail,
  type StoredHotLead,
} from './support/flows';
import { visit, waitForHydration } from './support/pages';

const site = setUpSite();
const adminGet = adminReader(site.baseUrl);

const TITLE = "You've done your research!";
const popup = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** What the popup recorded for the session in localStorage. */
const popupFlags = (page: Page, sessionId: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, boolean>,
    `leadline_hot_popup:${sessionId}`,
  );

/**
 * Loads `path` with the clock installed, stays 10 s (the page view, once engaged), waits until the
 * tab's session is known to the server, pauses the clock and makes the session hot with five
 * distinct events (each earns its points once per session).
 */
async function hotSessionOn(page: Page, path: string) {
  await page.clock.install();
  await visit(page, path);
  // The tracker starts once the page is idle: its clock of the page runs from then.
  await trackedSession(page);
  await page.clock.runFor(10_000);
  await expect
    .poll(async () => (await sessionScore(site.baseUrl, page)).score, { timeout: 10_000 })
    .toBeGreaterThan(0);
  await pauseClock(page);
  const { sessionId, isHotLead: hotBefore } = await sessionScore(site.baseUrl, page);
  expect(hotBefore).toBe(false);
  // 80 points of distinct events: each earns its points once per session.
  for (const type of [
    'SERVICES_PAGE_VIEWED',
    'PRICING_DISCUSSED',
    'CONTACT_FORM_STARTED',
    'PORTFOLIO_VIEWED',
    'CALCULATOR_STARTED',
  ]) {
    expect(await postEvent(site.baseUrl, sessionId, type, '/services')).toBe(201);
  }
  const { score, isHotLead } = await sessionScore(site.baseUrl, page);
  expect(score).toBeGreaterThanOrEqual(75);
  expect(isHotLead).toBe(true);
  return sessionId;
}

/**
 * Runs the clock through the next score check (every 10 s) and the 3 s delay after it. The check
 * fetches the score over the network, so the delay starts when that answer arrives: the popup is not
 * offered 2.9 s later, and opens as the clock moves on.
 */
async function runUntilPopupOpens(page: Page, sessionId: string) {
  const scoreChecked = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/${sessionId}/score`),
  );
  await page.clock.runFor(10_000);
  expect(await (await scoreChecked).json()).toMatchObject({ isHotLead: true });
  await page.clock.runFor(2_900);
  expect(await popupFlags(page, sessionId)).toEqual({});
  expect(await popup(page).count()).toBe(0);
  await runClockUntil(page, () => popup(page).isVisible());
  expect(await popupFlags(page, sessionId)).toEqual({ shown: true });
}

describe('hot-lead popup', () => {
  it('opens for a hot session, records the e-mail, closes 2 s later and leads to /book', async () => {
    const { page } = await site.desktop();
    const sessionId = await hotSessionOn(page, '/');
    await runUntilPopupOpens(page, sessionId);

    const dialog = popup(page);
    expect(await dialog.getByText(/free 15-minute consultation/).count()).toBe(1);
    const submit = dialog.getByRole('button', { name: "Yes, Let's Talk" });
    expect(await submit.isDisabled()).toBe(true);

    const email = uniqueEmail('hot-lead');
    await dialog.getByLabel('Name (optional)').fill('Harper Hot');
    await dialog.getByLabel('Email').fill(email);
    expect(await submit.isEnabled()).toBe(true);

    const capture = await holdRequests(
      page,
      '**/api/analytics/event',
      (route) => route.request().postData()?.includes('"EMAIL_CAPTURED"') ?? false,
    );
    await submit.click();
    const sending = dialog.getByRole('button', { name: 'Sending...' });
    await runClockUntil(page, () => sending.isVisible(), { step: 10 });
    expect(await sending.isDisabled()).toBe(true);
    await expect.poll(() => capture.held()).toBe(1);
    capture.release();

    const thanks = dialog.getByText("Thanks! We'll be in touch soon.");
    await runClockUntil(page, () => thanks.isVisible(), { step: 10 });
    const shownAt = await clockNow(page);
    expect(
      await dialog.getByText('Check your email for a free project planning checklist.').count(),
    ).toBe(1);
    expect(await popupFlags(page, sessionId)).toEqual({ shown: true, emailCaptured: true });

    // The success view closes itself 2 s after it appears.
    await page.clock.runFor(1_800);
    expect(await dialog.isVisible()).toBe(true);
    await runClockUntil(page, async () => (await dialog.count()) === 0, { step: 20 });
    const closedAfter = (await clockNow(page)) - shownAt;
    expect(closedAfter).toBeGreaterThanOrEqual(1_990);
    expect(closedAfter).toBeLessThan(2_500);

    // "Yes, Let's Talk": on to booking the call, the form filled in with what the popup was given.
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/book');
    await page.getByRole('heading', { level: 1, name: 'Book a Call' }).waitFor();
    await page.getByRole('group', { name: /day, / }).first().getByRole('button').first().click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Harper Hot');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    const { items: hotLeads } = await adminGet<{ items: StoredHotLead[] }>(
      '/api/admin/hot-leads?limit=100',
    );
    const hotLead = hotLeads.find((lead) => lead.sessionId === sessionId);
    expect(hotLead).toMatchObject({ email, notified: false, contacted: false });
    expect(hotLead?.score).toBeGreaterThanOrEqual(75);
  });

  it("goes away with No Thanks and doesn't come back on the next page", async () => {
    const { page } = await site.desktop();
    const sessionId = await hotSessionOn(page, '/blog');
    await runUntilPopupOpens(page, sessionId);

    await popup(page).getByRole('button', { name: 'No Thanks' }).click();
    await runClockUntil(page, async () => (await popup(page).count()) === 0);
    expect(await popupFlags(page, sessionId)).toEqual({ shown: true, dismissed: true });

    // A full page load in the same tab: the same session, still hot, and no popup however long the
    // visitor stays (no score check at all).
    await page.clock.resume();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/score')) checks.push(request.url());
    });
    await page.goto('/services');
    await waitForHydration(page);
    const after = await sessionScore(site.baseUrl, page);
    expect(after.sessionId).toBe(sessionId);
    expect(after.isHotLead).toBe(true);
    await pauseClock(page);
    await page.clock.runFor(25_000);
    expect(await popup(page).count()).toBe(0);
    expect(checks).toEqual([]);
    expect(await popupFlags(page, sessionId)).toEqual({ shown: true, dismissed: true });

    const { items: hotLeads } = await adminGet<{ items: StoredHotLead[] }>(
      '/api/admin/hot-leads?limit=100',
    );
    expect(hotLeads.find((lead) => lead.sessionId === sessionId)?.email).toBeNull();
  });
});
