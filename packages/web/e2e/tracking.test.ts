/**
 * Visits are tracked: the tab's session reaches the server and its score grows as the visitor browses,
 * each page once the visitor engaged with it (10 s of the page's fake time here).
 */
import { describe, expect, it } from 'vitest';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import { trackedSession } from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();

describe('tracking', () => {
  it('scores the page views of a session, across client-side navigation', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    await visit(page, '/');
    // The tracker starts once the page is idle: its clock of the page runs from then.
    await trackedSession(page);
    await page.clock.runFor(10_000);
    await expect
      .poll(async () => (await sessionScore(site.baseUrl, page)).score, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const before = await sessionScore(site.baseUrl, page);

    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    await page.clock.runFor(10_000);
    await expect
      .poll(async () => (await sessionScore(site.baseUrl, page)).score, { timeout: 10_000 })
      .toBeGreaterThan(before.score);
    expect((await sessionScore(site.baseUrl, page)).sessionId).toBe(before.sessionId);
  });
});
