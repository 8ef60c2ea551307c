/** The theme: the toggle, its memory across reloads, and no flash of the wrong theme on load. */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import { storeTheme, visit } from './support/pages';

const site = setUpSite();

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/**
 * Records whether <html> has the dark class when <body> is first inserted (head scripts have run,
 * nothing has been painted and no module script has run) and at DOMContentLoaded.
 */
async function recordEarlyTheme(context: BrowserContext) {
  await context.addInitScript(() => {
    const record = window as unknown as { __darkAtBody?: boolean; __darkAtDcl?: boolean };
    const dark = () => document.documentElement.classList.contains('dark');
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      record.__darkAtBody = dark();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => (record.__darkAtDcl = dark()));
  });
}

const earlyTheme = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { __darkAtBody?: boolean; __darkAtDcl?: boolean };
    return { atBody: record.__darkAtBody, atDomContentLoaded: record.__darkAtDcl };
  });

describe('theme', () => {
  it('toggles, is stored under "theme" and survives reloads', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    expect(await isDark(page)).toBe(false);

    const toggle = page.getByRole('banner').getByRole('button', { name: /theme/i });
    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    expect(await isDark(page)).toBe(true);
    await visit(page, '/blog');
    expect(await isDark(page)).toBe(true);

    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe('light');
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });

  it('applies a stored dark theme before the first paint', async () => {
    const { context, page } = await site.desktop();
    await storeTheme(context, 'dark');
    await recordEarlyTheme(context);
    await visit(page, '/');
    expect(await earlyTheme(page)).toEqual({ atBody: true, atDomContentLoaded: true });
    expect(await isDark(page)).toBe(true);
  });

  it("follows the system's dark preference when nothing is stored", async () => {
    const { context, page } = await site.desktop({ colorScheme: 'dark' });
    await recordEarlyTheme(context);
    await visit(page, '/');
    expect(await earlyTheme(page)).toEqual({ atBody: true, atDomContentLoaded: true });
  });

  it('prefers a stored light theme over a dark system preference', async () => {
    const { context, page } = await site.desktop({ colorScheme: 'dark' });
    await storeTheme(context, 'light');
    await recordEarlyTheme(context);
    await visit(page, '/');
    expect(await earlyTheme(page)).toEqual({ atBody: false, atDomContentLoaded: false });
    expect(await isDark(page)).toBe(false);
  });
});
