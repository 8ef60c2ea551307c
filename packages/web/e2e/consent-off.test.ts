/**
 * CONSENT_MODE=off (the default build): no banner and no "Privacy choices", tracking starts at once,
 * and Do Not Track and Global Privacy Control still stop it; the footer links the privacy page.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/api';
import { banner, leadlineKeys, recordAnalytics, storedKeys } from './support/consent';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { visit } from './support/pages';

const site = setUpSite();

const SIGNALS: Record<string, (context: BrowserContext) => Promise<void>> = {
  'Do Not Track': async (context) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
  },
  'Global Privacy Control': async (context) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  },
};

describe('consent (CONSENT_MODE=off)', () => {
  it('asks nothing and tracks at once', async () => {
    const { page } = await site.desktop();
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await expect
      .poll(() => requests, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['POST /api/analytics/session']));
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Privacy choices' }).count()).toBe(0);
    expect(await leadlineKeys(page)).toEqual(['leadline_session', 'leadline_visitor']);
  });

  it.each(Object.keys(SIGNALS))('stores and sends nothing under %s', async (signal) => {
    const { context, page } = await site.desktop();
    await SIGNALS[signal]?.(context);
    const requests = recordAnalytics(page);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await leadlineKeys(page)).toEqual([]);
  });

  it('links the privacy page from the footer, which states the settings', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text).toContain('Analytics start when a page opens, without asking first');
    expect(text).toContain('deleted 395 days after their last activity');
    expect(text).toContain('Your IP address is not stored');
    for (const key of ['leadline_session', 'leadline_visitor', 'leadline_wizard_draft', 'theme'])
      expect(text).toContain(key);
    expect(text).not.toContain('leadline_consent');
  });

  it("lists every cookie and key the browser holds after an admin's sign-in and a visit", async () => {
    const { context, page } = await site.desktop();
    await signIn(context, e2eAdmin());
    await visit(page, '/privacy');
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['leadline.sid', 'leadline.signed-in']));
    const text = await page.getByRole('main').innerText();
    for (const name of [...cookies, ...(await storedKeys(page))]) expect(text).toContain(name);
  });
});
