/** The header: client-side navigation, the current page's highlight, and the mobile menu. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import { headings, markWindow, visit, windowMarkSurvived } from './support/pages';
import { FIXTURE_SITE } from './support/site';

const site = setUpSite();

/** `title`: what the page's title holds, when it is not the heading. */
const HEADER_STOPS: { label: string; path: string; heading: string; title?: string }[] = [
  { label: 'Services', path: '/services', heading: 'Services' },
  { label: 'Blog', path: '/blog', heading: 'Blog' },
  { label: 'Portfolio', path: '/portfolio', heading: 'Portfolio' },
  { label: 'Contact', path: '/contact', heading: 'Get in Touch' },
  // The home page's title is the tagline and the brand (site.yaml), not its headline.
  {
    label: 'Home',
    path: '/',
    heading: FIXTURE_SITE.home.hero.headline,
    title: FIXTURE_SITE.identity.name,
  },
];

const header = (page: Page) => page.getByRole('banner');

/** The labels of the header navigation's links marked aria-current="page". */
async function currentLinks(page: Page): Promise<string[]> {
  const nav = header(page).getByRole('navigation');
  const texts = await nav.locator('a[aria-current="page"]').allTextContents();
  return texts.map((text) => text.trim());
}

describe('header navigation', () => {
  it('moves between pages client-side and highlights the current one', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    expect(await currentLinks(page)).toEqual(['Home']);
    await markWindow(page);

    for (const stop of HEADER_STOPS) {
      await header(page).getByRole('link', { name: stop.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === stop.path);
      await expect.poll(() => headings(page)).toEqual([stop.heading]);
      await expect.poll(() => page.title()).toContain(stop.title ?? stop.heading);
      await expect.poll(() => currentLinks(page)).toEqual([stop.label]);
      expect(await windowMarkSurvived(page), `${stop.path} was a full page load`).toBe(true);
    }
  });

  it('highlights the current page on a direct load', async () => {
    const { page } = await site.desktop();
    await visit(page, '/contact');
    expect(await currentLinks(page)).toEqual(['Contact']);
  });

  it('opens the calculator from the Estimate Calculator button', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await markWindow(page);
    await header(page).getByRole('link', { name: 'Estimate Calculator' }).click();
    await page.waitForURL((url) => url.pathname === '/calculator');
    await expect.poll(() => headings(page)).toEqual(['Check Availability & Cost']);
    expect(await windowMarkSurvived(page)).toBe(true);
  });

  it('offers Login and no Admin button to an anonymous visitor', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await expect.poll(() => header(page).getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await header(page).getByRole('link', { name: 'Logout' }).count()).toBe(0);
  });
});

describe('mobile menu (375 px)', () => {
  it('opens from the toggle, navigates client-side and closes', async () => {
    const { page } = await site.mobile();
    await visit(page, '/');
    await markWindow(page);

    const toggle = header(page).getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The desktop links are hidden at this width.
    expect(await header(page).getByRole('link', { name: 'Services', exact: true }).count()).toBe(0);

    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await menu.waitFor({ state: 'visible' });
    for (const label of [
      'Home',
      'Services',
      'Blog',
      'Portfolio',
      'Contact',
      'Estimate Calculator',
      'Login',
    ]) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(
        true,
      );
    }

    await menu.getByRole('link', { name: 'Blog', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => headings(page)).toEqual(['Blog']);
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await windowMarkSurvived(page), 'choosing an item reloaded the page').toBe(true);
  });

  it('fits the screen: nothing scrolls sideways', async () => {
    const { page } = await site.mobile();
    for (const path of ['/', '/services', '/blog', '/calculator', '/contact']) {
      await visit(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than 375 px`).toBeLessThanOrEqual(0);
    }
  });
});
