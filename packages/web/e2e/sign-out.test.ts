/**
 * Sign-out asked for by another site's link: the server answers with a page that asks first (no
 * axe-core violations in either colour scheme, its button reached and pressed from the keyboard),
 * and only its button signs the owner out. The site's own Logout link is in admin-layout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { adminStorageState, axeViolations } from './support/admin';
import { setUpSite } from './support/fixtures';
import { isFocused } from './support/flows';

const site = setUpSite();

describe('sign-out from another site', () => {
  it('asks first, and signs out only by its button, from the keyboard', async () => {
    const { page } = await site.desktop({ storageState: await adminStorageState(site.baseUrl) });
    const signedIn = async () =>
      (await page.request.get(`${site.baseUrl}/api/auth/user`)).status() === 200;
    const logoutUrl = `${site.baseUrl}/api/logout`;

    // The same server by another name is, to the browser, another site: a link there is cross-site.
    await page.goto(`${site.baseUrl.replace('127.0.0.1', 'localhost')}/api/health`);
    await Promise.all([
      page.waitForURL(logoutUrl),
      page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'Sign out of that site';
        document.body.append(link);
        link.click();
      }, logoutUrl),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign out');
    expect(await page.title()).toBe('Sign out · Leadline Studio');
    expect(await signedIn()).toBe(true);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
    }

    const button = page.getByRole('button', { name: 'Sign out' });
    await page.keyboard.press('Tab');
    expect(await isFocused(button)).toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await isFocused(page.getByRole('link', { name: 'Stay signed in and go to the website' })),
    ).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await Promise.all([page.waitForURL(`${site.baseUrl}/`), page.keyboard.press('Enter')]);
    expect(await signedIn()).toBe(false);
  });
});
