/**
 * Hot means intent (issue 31): a page view is earned by engaging with the page (10 s visible, or a
 * scroll), not by arriving on it. A skimmer who clicks through ten pages at 5 s each is not hot and
 * gets no popup; a reader who reads three pages for two minutes and uses the calculator is hot. Time
 * is the browser's fake clock (installed before the page loads), never a wait.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import { runClockUntil, trackedSession } from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();

const popup = (page: Page) => page.getByRole('dialog', { name: "You've done your research!" });

/** Follows the header's link to `name` (a client-side navigation) and waits for its address. */
async function follow(page: Page, name: string, path: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The score as the server computes it, once the tab's session is known to it. */
async function serverScore(page: Page) {
  await trackedSession(page);
  await expect
    .poll(() =>
      sessionScore(site.baseUrl, page).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  return sessionScore(site.baseUrl, page);
}

describe('engaged page views', () => {
  it('a skimmer who clicks through ten pages at 5 s each is not hot and gets no popup', async () => {
    const { page } = await site.desktop();
    const views: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (new URL(request.url()).pathname.startsWith('/api/analytics/event'))
        views.push(...(body.match(/"(PAGE_VIEW|SERVICES_PAGE_VIEWED|PORTFOLIO_VIEWED)"/g) ?? []));
    });
    await page.clock.install();
    await visit(page, '/');
    // The tracker starts once the page is idle: its clock of the page runs from then.
    await trackedSession(page);
    await page.clock.runFor(5_000);
    const route = [
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Portfolio', '/portfolio'],
      ['Contact', '/contact'],
      ['Home', '/'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Portfolio', '/portfolio'],
      ['Contact', '/contact'],
    ] as const;
    for (const [name, path] of route) {
      await follow(page, name, path);
      await page.clock.runFor(5_000);
    }
    // Ten pages in 50 s of the page's time, several of the popup's score checks (every 10 s) among
    // them: no page was engaged, so none was viewed.
    expect(views).toEqual([]);
    const { score, isHotLead } = await serverScore(page);
    expect(score).toBeLessThan(75);
    expect(isHotLead).toBe(false);
    // Past the next score check and the popup's 3 s delay: still no popup.
    await page.clock.runFor(13_000);
    expect(await popup(page).count()).toBe(0);
    expect((await serverScore(page)).score).toBeLessThan(75);
  });

  it('a reader who reads three pages for two minutes and uses the calculator is hot', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    await visit(page, '/');
    // The tracker starts once the page is idle: its clock of the page runs from then.
    await trackedSession(page);
    /** Reads the page for 40 s of its time, scrolling down as they go. */
    const read = async () => {
      for (let part = 0; part < 4; part++) {
        await page.mouse.wheel(0, 700);
        await page.clock.runFor(10_000);
      }
    };
    await read();
    const home = await serverScore(page);
    expect(home.score).toBeGreaterThan(0);
    await follow(page, 'Services', '/services');
    await read();
    await follow(page, 'Blog', '/blog');
    await read();
    const reading = await serverScore(page);
    expect(reading.score).toBeGreaterThan(home.score);

    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Estimate Calculator', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/calculator');
    await page.getByRole('button', { name: /^User Authentication/ }).click();
    await page.getByRole('button', { name: /^Real-time Chat/ }).click();
    await expect
      .poll(async () => (await serverScore(page)).isHotLead, { timeout: 10_000 })
      .toBe(true);
    expect((await serverScore(page)).score).toBeGreaterThanOrEqual(75);
    // And the popup the hot session earned opens at the next score check.
    await runClockUntil(page, () => popup(page).isVisible(), { step: 1_000, timeout: 20_000 });
  });
});
