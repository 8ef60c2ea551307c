/**
 * The owner's own visits are not tracked (issue 31): a browser signed in sends no analytics at all,
 * and neither does one the owner marked in Settings as "this browser is mine", even signed out.
 * Signed out without the mark, the browser is a visitor again. Time is the browser's fake clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminStorageState, openAdminScreen } from './support/admin';
import { recordAnalytics } from './support/consent';
import { setUpSite } from './support/fixtures';
import { toastTitled } from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();

const ownerMark = (page: Page) => page.evaluate(() => localStorage.getItem('leadline_owner'));

/** Browses as a keen visitor would: two pages, scrolled, and long enough for every offer. */
async function browse(page: Page) {
  await page.clock.install();
  await visit(page, '/');
  await page.mouse.wheel(0, 2000);
  await page.clock.runFor(15_000);
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/services');
  await page.mouse.wheel(0, 2000);
  await page.clock.runFor(35_000);
  await page.waitForLoadState('networkidle');
}

describe("the owner's own visits", () => {
  it('a browser signed in sends no analytics at all: no session, no event, no popup', async () => {
    const { page } = await site.desktop({ storageState: await adminStorageState(site.baseUrl) });
    const requests = recordAnalytics(page);
    await browse(page);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('leadline_session'))).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The header asked who is signed in: the mark tells the tracker itself too.
    expect(await ownerMark(page)).toBe('admin');
  });

  it('marked "this browser is mine", sends nothing after signing out; unmarked, it is a visitor', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/settings', 'Settings');
    const mine = page.getByRole('switch', { name: "This browser is mine: don't track it" });
    expect(await mine.isChecked()).toBe(false);
    await mine.check();
    await toastTitled(page, 'This browser is not tracked').waitFor();
    expect(await ownerMark(page)).toBe('mine');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const requests = recordAnalytics(page);
    await browse(page);
    expect(requests).toEqual([]);
    expect(await ownerMark(page)).toBe('mine');

    await openAdminScreen(visitor, '/admin/settings', 'Settings');
    await mine.uncheck();
    expect(await ownerMark(page)).toBe('admin');
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visit(page, '/services');
    await expect.poll(() => requests, { timeout: 10_000 }).toContain('POST /api/analytics/session');
    expect(await ownerMark(page)).toBeNull();
  });
});
