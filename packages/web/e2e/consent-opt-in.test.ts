/**
 * CONSENT_MODE=opt-in, on a site built with it (build/opt-in/) and a server of its own: nothing is
 * stored or sent and no offer is made before the visitor accepts; Accept starts tracking, Decline is
 * remembered; the footer's "Privacy choices" reopens the banner, by keyboard and at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/admin';
import { ensureOptInSiteBuilt } from './support/build';
import { banner, leadlineKeys, recordAnalytics, storedKeys } from './support/consent';
import { setUpSite } from './support/fixtures';
import { isFocused } from './support/flows';
import { OPT_IN_DIST } from './support/paths';
import { visit } from './support/pages';
import { startLeadline, type RunningLeadline } from './support/server';

let server: RunningLeadline | undefined;
beforeAll(async () => {
  ensureOptInSiteBuilt();
  server = await startLeadline({ site: OPT_IN_DIST, env: { CONSENT_MODE: 'opt-in' } });
}, 240_000);
afterAll(() => server?.stop());

const site = setUpSite({
  baseUrl: () => {
    if (!server) throw new Error('the opt-in server has not started');
    return server.url;
  },
});

const choices = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });

/**
 * Waits until the page has posted its session, then scrolls it (which engages the visitor with the
 * page: its page view goes out) and waits for at least one event.
 */
async function tracked(page: Page, requests: string[]) {
  await expect.poll(() => requests, { timeout: 10_000 }).toContain('POST /api/analytics/session');
  // Up first: a reload may have put the page back where it was scrolled to.
  await page.mouse.wheel(0, -5000);
  await page.mouse.wheel(0, 3000);
  // Events that queue while the session is being created go together (POST .../events).
  const sent = () => requests.some((request) => /^POST \/api\/analytics\/events?$/.test(request));
  await expect.poll(sent, { timeout: 10_000 }).toBe(true);
}

describe('consent (CONSENT_MODE=opt-in)', () => {
  it('before a choice: the banner asks, and nothing is stored, sent or offered', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await page.clock.install();
    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    await page.mouse.wheel(0, 3000);
    // Past the popup's score checks (every 10 s) and the exit offer's quiet time (10 s).
    await page.clock.runFor(65_000);
    await page.mouse.move(600, 300);
    await page.mouse.move(600, 0, { steps: 5 });
    await page.clock.runFor(5_000);

    expect(requests).toEqual([]);
    expect(await storedKeys(page)).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await banner(page).isVisible()).toBe(true);
  });

  it('Accept starts tracking at once, and on the next page load without asking again', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/services');
    expect(requests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await tracked(page, requests);
    expect(await banner(page).count()).toBe(0);
    expect(await leadlineKeys(page)).toEqual([
      'leadline_consent',
      'leadline_session',
      'leadline_visitor',
    ]);

    requests.length = 0;
    await page.reload();
    await tracked(page, requests);
    expect(await banner(page).count()).toBe(0);
  });

  it('Decline sends nothing, and the choice survives a reload', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    expect(await banner(page).count()).toBe(0);
    await page.reload();
    await visit(page, '/portfolio');
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual([]);
    expect(await leadlineKeys(page)).toEqual(['leadline_consent']);
    expect(await page.evaluate(() => localStorage.getItem('leadline_consent'))).toBe('denied');
  });

  it('the footer reopens the banner from the keyboard, and focus comes back to it', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();

    await choices(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    expect(await isFocused(banner(page))).toBe(true);
    // Escape closes it unchanged, and focus goes back.
    await page.keyboard.press('Escape');
    expect(await banner(page).count()).toBe(0);
    expect(await isFocused(choices(page))).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(banner(page).getByRole('link', { name: 'How your data is used' }))).toBe(
      true,
    );
    await page.keyboard.press('Tab');
    expect(await isFocused(banner(page).getByRole('button', { name: 'Accept' }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await banner(page).count()).toBe(0);
    expect(await isFocused(choices(page))).toBe(true);
    await tracked(page, requests);
  });

  it('withdrawing consent stops tracking and removes what analytics stored', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await tracked(page, requests);

    await choices(page).click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    expect(await leadlineKeys(page)).toEqual(['leadline_consent']);
    requests.length = 0;
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.reload();
    await visit(page, '/services');
    expect(requests).toEqual([]);
  });

  it('declining in another tab stops this one too, and its analytics keys go', async () => {
    const { page, context } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await tracked(page, requests);

    const other = await context.newPage();
    await visit(other, '/privacy');
    await other.getByRole('button', { name: 'Change your privacy choice' }).click();
    await banner(other).getByRole('button', { name: 'Decline' }).click();
    await other.close();

    await expect.poll(() => leadlineKeys(page)).toEqual(['leadline_consent']);
    requests.length = 0;
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.mouse.wheel(0, 2000);
    expect(requests).toEqual([]);
  });

  it('the open banner covers none of the page: the footer scrolls clear of it', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
    await link.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [linkBox, bannerBox] = [await link.boundingBox(), await banner(page).boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    // Pressed while the banner is up and unanswered, "Privacy choices" takes focus to it.
    await choices(page).click();
    await expect.poll(() => isFocused(banner(page))).toBe(true);
  });

  it('the banner fits a 390 px phone and has no axe violations, first shown and reopened', async () => {
    const { page } = await site.mobile({ viewport: { width: 390, height: 844 } });
    await visit(page, '/');
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const box = await banner(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const name of ['Accept', 'Decline']) {
      expect(await banner(page).getByRole('button', { name }).isVisible()).toBe(true);
    }
    const first = await axeViolations(page);
    expect(first, first.join('\n')).toEqual([]);

    await banner(page).getByRole('button', { name: 'Decline' }).tap();
    await choices(page).tap();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const reopened = await axeViolations(page);
    expect(reopened, reopened.join('\n')).toEqual([]);
  });

  it('the privacy page says so, lists every key the site stored, and has no axe violations', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('banner').getByRole('button', { name: /theme/i }).click();
    // The tracker starts when the page is first idle (1.5 s at most), then stores its visitor.
    await expect
      .poll(() => storedKeys(page))
      .toEqual(expect.arrayContaining(['leadline_consent', 'leadline_visitor', 'theme']));
    const stored = await storedKeys(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    const text = await page.getByRole('main').innerText();
    // Those stored before, and those the navigation itself stored (the router's scroll positions).
    for (const key of new Set([...stored, ...(await storedKeys(page))]))
      expect(text).toContain(key);
    expect(text).toContain('Analytics need your consent');
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);

    await page.getByRole('button', { name: 'Change your privacy choice' }).click();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
  });

  it('a server started without CONSENT_MODE=opt-in refuses this site', async () => {
    await expect(startLeadline({ site: OPT_IN_DIST })).rejects.toThrow(
      /CONSENT_MODE is "off" but the site in .* was built with "opt-in": rebuild the site \(npm run build\)/,
    );
  });
});
