/**
 * The admin layout at desktop and phone widths: the sidebar (a drawer at 375 px) with the admin's
 * e-mail, the spec's entries, 'View Website' and Logout; client-side navigation; no sideways scroll.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, openAdminScreen, waitForHeading } from './support/admin';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { markWindow, visit, windowMarkSurvived } from './support/pages';
import { sendContact, submitLead, uniqueEmail } from './support/public-data';

const site = setUpSite();

const ENTRIES = [
  ['Dashboard', '/admin/dashboard', 'Dashboard'],
  ['Analytics', '/admin/analytics', 'Analytics Dashboard'],
  ['Hot Leads', '/admin/hot-leads', 'Hot Leads Dashboard'],
  ['Warm Leads', '/admin/warm-leads', 'Warm Leads'],
  ['Calculator Leads', '/admin/leads', 'Calculator Leads'],
  ['Contact Form', '/admin/contacts', 'Contact Messages'],
  ['People', '/admin/people', 'People'],
  ['Pipeline', '/admin/pipeline', 'Pipeline'],
  ['Outbox', '/admin/outbox', 'Outbox'],
  ['Subscribers', '/admin/subscribers', 'Subscribers'],
  ['Integrations', '/admin/integrations', 'Integrations'],
  ['Settings', '/admin/settings', 'Settings'],
] as const;

/** The links of the admin navigation within `scope`, as [name, href]. */
async function entries(page: Page, within = page.locator('body')) {
  const links = within.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  const all = await links.all();
  return Promise.all(
    all.map(async (link) => [(await link.innerText()).trim(), await link.getAttribute('href')]),
  );
}

const pageIsNoWiderThanScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin layout', () => {
  it('has a sidebar with the e-mail, the entries, View Website and Logout on a desktop', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');

    const sidebar = page.getByRole('complementary');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByText(e2eAdmin().email, { exact: true }).isVisible()).toBe(true);
    expect(await entries(page)).toEqual(ENTRIES.map(([name, href]) => [name, href]));
    expect(await sidebar.getByRole('link', { name: 'View Website' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await sidebar.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe(
      '/api/logout',
    );
    // No drawer button on a wide screen.
    expect(await page.getByRole('button', { name: 'Open admin menu' }).isVisible()).toBe(false);

    // Each entry navigates client-side (the page is not reloaded) and is marked current.
    await markWindow(page);
    for (const [name, href, heading] of ENTRIES) {
      await sidebar.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === href);
      await waitForHeading(page, heading);
      expect(await sidebar.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    }
    expect(await windowMarkSurvived(page)).toBe(true);

    // Workflow submissions are reached by route, not from the sidebar.
    await visit(page, '/admin/workflow-submissions');
    await waitForHeading(page, 'Workflow Submissions');
    expect(await sidebar.getByRole('link', { name: /Workflow/ }).count()).toBe(0);

    // Logout ends the session: the admin area turns the visitor away afterwards.
    await sidebar.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    visitor.errors.allow({ kind: 'console', text: /status of 401/ });
    await visit(page, '/admin/dashboard');
    await waitForHeading(page, 'Access Denied');
  });

  it('turns the sidebar into a drawer at 375 px that navigates and closes', async () => {
    const visitor = await site.mobile();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');

    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    // By its label: while the drawer is open, the rest of the page is hidden from the accessibility tree.
    const open = page.locator('button[aria-label="Open admin menu"]');
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await markWindow(page);

    for (const [name, href, heading] of ENTRIES.slice(1)) {
      await open.tap();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await drawer.waitFor();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      expect(await entries(page, drawer)).toEqual(ENTRIES.map(([n, h]) => [n, h]));
      expect(await drawer.getByText(e2eAdmin().email, { exact: true }).isVisible()).toBe(true);
      await drawer.getByRole('link', { name }).tap();
      await page.waitForURL((url) => url.pathname === href);
      await drawer.waitFor({ state: 'detached' });
      await waitForHeading(page, heading);
      expect(await open.getAttribute('aria-expanded')).toBe('false');
    }
    expect(await windowMarkSurvived(page)).toBe(true);

    // Escape closes the drawer and gives the focus back to its button.
    await open.tap();
    await page.getByRole('dialog', { name: 'Admin menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Admin menu' }).waitFor({ state: 'detached' });
    await expect
      .poll(() => open.evaluate((button) => button === document.activeElement))
      .toBe(true);
  });

  it('fits every admin screen into 375 px without scrolling the page sideways', async () => {
    // Rows in the lists, so the tables have something to be wide with.
    const email = uniqueEmail('layout');
    await submitLead(site.baseUrl, { name: 'Lay Out', email, features: ['auth', 'chat'] });
    await sendContact(site.baseUrl, {
      name: 'Lay Out',
      email,
      message: 'A long message '.repeat(20),
    });

    const visitor = await site.mobile();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');
    for (const { path, heading } of ADMIN_SCREENS) {
      await visit(page, path);
      await waitForHeading(page, heading);
      await page.waitForLoadState('networkidle');
      expect(await pageIsNoWiderThanScreen(page), path).toBe(true);
    }
  });
});
