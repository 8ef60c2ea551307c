/**
 * Content pages start with their islands only (src/features/islands): no router until a visitor
 * reaches for a link, then the router takes the document over, and navigation is client-side from
 * the first click on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import { trackedSession } from './support/flows';
import { WEB_DIST } from './support/paths';
import { headings, markWindow, storeTheme, visit, windowMarkSurvived } from './support/pages';

const site = setUpSite();

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of the router's takeover chunk and of what it alone imports (the router itself). */
function routerFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const light = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  collect('src/entry-light.tsx', light);
  const takeover = new Set<string>();
  collect('src/features/islands/takeover.tsx', takeover);
  return [...takeover].filter((file) => !light.has(file));
}

function scriptsRequested(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  return files;
}

const header = (page: Page) => page.getByRole('banner');
const dark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('a content page', () => {
  it('loads no router until a link is reached for, then follows it client-side', async () => {
    const { page } = await site.desktop();
    const scripts = scriptsRequested(page);
    const router = routerFiles();
    expect(router.length).toBeGreaterThan(1);

    await visit(page, '/blog');
    // The tracker starts when the page is first idle, the last part of a first load.
    await trackedSession(page);
    expect(router.filter((file) => scripts.has(file))).toEqual([]);
    await markWindow(page);

    const post = page.getByRole('main').getByRole('link').first();
    await post.hover();
    await expect.poll(() => router.every((file) => scripts.has(file))).toBe(true);
    const title = (
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()
    )?.trim();
    await post.click();
    await page.waitForURL((url) => url.pathname.startsWith('/blog/'));
    await expect.poll(() => headings(page)).toEqual([title]);
    expect(await windowMarkSurvived(page), 'the first navigation was a full page load').toBe(true);

    await header(page).getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    await expect.poll(() => headings(page)).toEqual(['Services']);
    expect(await windowMarkSurvived(page)).toBe(true);
  });

  it('keeps the theme and the way back when the router takes over', async () => {
    const { context, page } = await site.desktop();
    await storeTheme(context, 'dark');
    await visit(page, '/');
    expect(await dark(page)).toBe(true);
    await markWindow(page);

    await header(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect.poll(() => headings(page)).toEqual(['Blog']);
    expect(await dark(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headings(page)).toEqual(['Stop Working Inside the Box']);
    expect(await windowMarkSurvived(page)).toBe(true);
    expect(await dark(page)).toBe(true);
  });

  it("reports the page's own event without the router (SERVICES_PAGE_VIEWED)", async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    // A page view (5 points) and SERVICES_PAGE_VIEWED (20).
    await expect
      .poll(async () => (await sessionScore(site.baseUrl, page)).score, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(25);
  });

  it('sends the calculator to the thank-you page through the router', async () => {
    const { page } = await site.desktop();
    await visit(page, '/calculator');
    await markWindow(page);
    await page.getByRole('button', { name: /^User Authentication/ }).click();
    const summary = page
      .locator('aside')
      .filter({ has: page.getByRole('heading', { name: 'Your Estimate' }) });
    await summary.getByLabel('Email').fill(`islands-${Date.now()}@example.com`);
    await summary.getByRole('button', { name: 'Reserve My Slot' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    await expect.poll(() => headings(page)).toEqual(['Your Estimate is Ready!']);
    expect(new URL(page.url()).searchParams.get('cost')).toMatch(/^[1-9]\d*$/);
    expect(await windowMarkSurvived(page), 'the thank-you page was a full page load').toBe(true);
  });
});
