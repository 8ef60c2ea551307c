/**
 * Who may open the admin area: only an admin. A signed-in viewer and an anonymous visitor see
 * 'Access Denied' on every admin screen, and the admin API refuses them too. The anonymous visitor
 * is offered to sign in, which brings them back to the screen they asked for.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, signInCookie } from './support/api';
import { ADMIN_SCREENS, e2eViewer, selectedText, waitForHeading } from './support/admin';
import { DESKTOP_USER_AGENT } from './support/browser';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { headings, visit, waitForHydration } from './support/pages';

const site = setUpSite();

const signInLink = (page: Page) => page.getByRole('link', { name: 'Sign in', exact: true });

async function expectAccessDenied(page: Page, { signInTo }: { signInTo?: string } = {}) {
  await expect.poll(() => headings(page)).toEqual(['Access Denied']);
  expect(await page.getByText("You don't have permission to access this page.").isVisible()).toBe(
    true,
  );
  expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  // Only an anonymous visitor is offered to sign in; a signed-in viewer would gain nothing by it.
  if (signInTo === undefined) expect(await signInLink(page).count()).toBe(0);
  else {
    expect(await signInLink(page).getAttribute('href')).toBe(
      `/api/login?returnTo=${encodeURIComponent(signInTo)}`,
    );
  }
  // Nothing of the admin area shows: no sidebar, no data.
  expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
}

const adminGet = async (path: string, cookie?: string) => {
  const response = await fetch(`${site.baseUrl}${path}`, {
    headers: { 'user-agent': DESKTOP_USER_AGENT, ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
};

describe('admin access', () => {
  it('turns a signed-in viewer away from every admin screen, with Go Home', async () => {
    const { context, page } = await site.desktop();
    await signIn(context, e2eViewer(), '/admin/dashboard');
    for (const { path } of ADMIN_SCREENS) {
      await visit(page, path);
      await expectAccessDenied(page);
    }

    // Signed in all the same: Logout, and no Admin button, in the site's header.
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Logout' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('turns an anonymous visitor away from every admin screen, with Go Home and Sign in', async () => {
    const { page } = await site.desktop();
    for (const { path } of ADMIN_SCREENS) {
      await visit(page, path);
      await expectAccessDenied(page, { signInTo: path });
    }
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headings(page)).toEqual(['Stop Working Inside the Box']);
  });

  it("signs an anonymous visitor in from a deep link's Access Denied and brings them back to it", async () => {
    const deepLink = '/admin/leads?status=new';
    const { page } = await site.desktop();
    await visit(page, deepLink);
    await expectAccessDenied(page, { signInTo: deepLink });

    await signInLink(page).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
    const { email, password } = e2eAdmin();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await Promise.all([
      page.waitForURL((url) => `${url.pathname}${url.search}` === deepLink),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await waitForHydration(page);
    await waitForHeading(page, 'Calculator Leads');
    // The screen the link named, with its filter.
    expect(await selectedText(page, 'Filter by status')).toBe('New');
  });

  it('turns them away on a phone too', async () => {
    const { page } = await site.mobile();
    await visit(page, '/admin/leads');
    await expectAccessDenied(page, { signInTo: '/admin/leads' });
    await page.getByRole('link', { name: 'Go Home' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('has the admin API refuse them as well (401 anonymous, 403 viewer)', async () => {
    const viewerCookie = await signInCookie(site.baseUrl, e2eViewer());
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/setup',
      '/api/admin/submissions/leads',
      '/api/admin/hot-leads',
      '/api/admin/analytics/summary',
    ]) {
      expect(await adminGet(path)).toEqual({ status: 401, body: { error: 'Sign in to continue' } });
      expect(await adminGet(path, viewerCookie)).toEqual({
        status: 403,
        body: { error: 'Only administrators can do this' },
      });
    }
  });
});
