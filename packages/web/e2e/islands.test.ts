/**
 * Content pages start with their islands only (src/features/site/islands): no router until a visitor
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
  collect('src/features/site/islands/takeover.tsx', takeover);
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
    await page.clock.install();
    await visit(page, '/services');
    // The tracker starts once the page is idle: its clock of the page runs from then.
    await trackedSession(page);
    // Once the visitor engaged with the page (10 s): a page view (5 points) and SERVICES_PAGE_VIEWED (20).
    await page.clock.runFor(10_000);
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

  it('does nothing for a link to the page shown, and keeps what the visitor typed', async () => {
    const { page } = await site.desktop();
    await visit(page, '/calculator');
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: /^User Authentication/ }).click();
    const email = page
      .locator('aside')
      .filter({ has: page.getByRole('heading', { name: 'Your Estimate' }) })
      .getByLabel('Email');
    await email.fill('kept@example.com');
    await header(page).getByRole('link', { name: 'Estimate Calculator' }).click();
    expect(await email.inputValue()).toBe('kept@example.com');
    expect(
      await page.getByRole('button', { name: /^User Authentication/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('keeps focus on the link followed by keyboard', async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    await header(page).getByRole('link', { name: 'Blog', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headings(page)).toEqual(['Blog']);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('header') ? active.textContent : active?.localName;
      });
    expect(await focused()).toBe('Blog');
  });

  it('follows a double click (a click while the router loads) once, client-side', async () => {
    const { page } = await site.desktop();
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
    });
    await visit(page, '/');
    await markWindow(page);
    await header(page).getByRole('link', { name: 'Services', exact: true }).dblclick();
    await expect.poll(() => headings(page)).toEqual(['Services']);
    expect(await windowMarkSurvived(page)).toBe(true);
    expect(documents).toBe(1);
  });

  /** The blog scrolled to 600, the router taken over by a link to Services, then Back to the blog. */
  async function scrolledAwayAndBack(page: Page) {
    await visit(page, '/blog');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await header(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expect.poll(() => headings(page)).toEqual(['Services']);
    await page.goBack();
    await expect.poll(() => headings(page)).toEqual(['Blog']);
  }

  it('finds the first page where it was scrolled when the visitor comes back to it', async () => {
    const { page } = await site.desktop();
    await scrolledAwayAndBack(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });

  it('leaves the visitor where they scroll after coming back, even as the page grows', async () => {
    const { page } = await site.desktop();
    await scrolledAwayAndBack(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // A scroll with no wheel, key or pointer (the scrollbar, find-in-page), then a part of the page
    // that arrives late: the visitor stays where they went.
    const afterGrowing = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      window.scrollTo({ top: 100, behavior: 'instant' });
      await frame();
      await frame();
      const late = document.createElement('div');
      late.style.height = '50px';
      document.body.append(late);
      await frame();
      await frame();
      return window.scrollY;
    });
    expect(afterGrowing).toBe(100);
  });
});
