/**
 * The admin area's entry: the /admin redirect, the gate, the header for a signed-in admin, and an
 * address under /admin that names no screen.
 */
import { describe, expect, it } from 'vitest';
import { openAdminScreen, waitForHeading } from './support/admin';
import { signIn } from './support/api';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { headings, visit } from './support/pages';

const site = setUpSite();

describe('admin area', () => {
  it('redirects /admin to /admin/dashboard', async () => {
    const { page } = await site.desktop();
    await visit(page, '/admin');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  it('turns an anonymous visitor away', async () => {
    const { page } = await site.desktop();
    await visit(page, '/admin/dashboard');
    await expect.poll(() => headings(page)).toEqual(['Access Denied']);
    await expect(
      page.getByText("You don't have permission to access this page.").isVisible(),
    ).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Go Home' }).count()).toBe(1);
  });

  it('shows a signed-in admin Logout and Admin in the header, and lets them in', async () => {
    const { context, page } = await site.desktop();
    await signIn(context, e2eAdmin(), '/');
    await visit(page, '/');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Logout' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await header.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await waitForHeading(page, 'Dashboard');
    expect(await page.getByText('Access Denied').count()).toBe(0);
  });

  // The server answers every /admin/* address with the admin shell (prerendered for the dashboard):
  // the page hydrates that shell before it knows there is no screen; a mismatch fails the test.
  it('answers an address under /admin that names no screen with the 404 page', async () => {
    const { page } = await site.desktop();
    await visit(page, '/admin/login');
    await expect.poll(() => headings(page)).toEqual(['404 Page Not Found']);
    expect(await page.title()).toBe('404 Page Not Found');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
  });

  it('shows a signed-in admin the 404 page there too, outside the admin layout', async () => {
    const visitor = await site.desktop();
    await openAdminScreen(visitor, '/admin/login', '404 Page Not Found');
    expect(await visitor.page.title()).toBe('404 Page Not Found');
    expect(await visitor.page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
  });
});
