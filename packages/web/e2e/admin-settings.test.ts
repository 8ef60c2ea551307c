/**
 * Settings: the owner sets the availability in the admin, and the site says it at once, in the served
 * HTML (no rebuild, no restart, no flash of the old month): the home page's banner after a reload,
 * the calculator hydrated over it without a mismatch, and the pages the router renders afterwards.
 * On a server of its own: the run's other specs read the site's default month.
 */
import { bookingMonthLabel } from '@leadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminScreen } from './support/admin';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { toastTitled } from './support/flows';
import { visit } from './support/pages';
import { startLeadline, type RunningLeadline } from './support/server';
import { FIXTURE_SITE } from './support/site';

/** The site folder's month, shown until the owner saves one. */
const SITE_MONTH = bookingMonthLabel(FIXTURE_SITE.identity.availability.month);

let server: RunningLeadline | undefined;
beforeAll(async () => {
  server = await startLeadline({ admin: e2eAdmin() });
  if (server.adminError) throw new Error(server.adminError);
}, 120_000);
afterAll(() => server?.stop());

const serverUrl = () => {
  if (!server) throw new Error('the settings server has not started');
  return server.url;
};
const site = setUpSite({ baseUrl: serverUrl });

describe('Settings', () => {
  it('sets the month and slots, and the home page says them after a reload', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await visit(page, '/');
    const banner = page.getByText(/^Currently Booking: /);
    expect(await banner.innerText()).toBe(`Currently Booking: ${SITE_MONTH}`);

    await openAdminScreen(visitor, '/admin/settings', 'Settings');
    await page.getByLabel('Booking month').fill('2027-03');
    await page.getByLabel('Slots left').fill('3');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await toastTitled(page, 'Availability saved').waitFor();
    expect(
      await page.getByText('Currently Booking: March 2027 · 3 slots remaining').count(),
    ).toBeGreaterThan(0);

    // The served HTML itself says it: nothing in the page has to run first.
    const html = await (await fetch(`${serverUrl()}/`)).text();
    expect(html).toContain('March 2027');
    expect(html).not.toContain(SITE_MONTH);
    expect(html).not.toContain('__LEADLINE_');

    await visit(page, '/');
    expect(await banner.innerText()).toBe('Currently Booking: March 2027');
    expect(await page.getByText('3 slots remaining', { exact: true }).isVisible()).toBe(true);

    // The calculator hydrates over the served month (a mismatch would fail the test).
    await visit(page, '/calculator');
    expect(await page.getByText('Est. Start: March 2027').isVisible()).toBe(true);
  });

  it('says one slot as the spec does, on the pages the router renders too', async () => {
    const visitor = await site.mobile();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/settings', 'Settings');
    await page.getByLabel('Booking month').fill('2027-05');
    await page.getByLabel('Slots left').fill('1');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await toastTitled(page, 'Availability saved').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );

    await visit(page, '/calculator');
    expect(await page.getByText('Est. Start: May 2027').isVisible()).toBe(true);
    // A link followed: the router takes the document over and renders the home page itself.
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByText(/^Currently Booking: /).innerText())
      .toBe('Currently Booking: May 2027');
    expect(await page.getByText('1 slot remaining', { exact: true }).isVisible()).toBe(true);
  });

  it('refuses a number out of range, saying why, and keeps the saved one', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/settings', 'Settings');
    const saved = await page.getByLabel('Booking month').inputValue();
    await page.getByLabel('Slots left').fill('120');
    await page.getByRole('button', { name: 'Save availability' }).click();
    expect(await page.getByText('slotsLeft must be a whole number from 0 to 99.').isVisible()).toBe(
      true,
    );
    await page.reload();
    expect(await page.getByLabel('Booking month').inputValue()).toBe(saved);
  });
});
