/** Every public page: its heading and title, a clean console, and the two not-found cases. */
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import { DOCUMENT_404 } from './support/page-errors';
import { headings, metaDescription, visit } from './support/pages';
import { PUBLIC_ROUTES } from './support/public-routes';

const site = setUpSite();

describe('public pages', () => {
  it('include every route of the spec', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/blog',
        '/blog/how-to-build-mvp-in-4-weeks',
        '/contact',
        '/calculator',
        '/portfolio',
        '/workflow-wizard',
        '/thank-you',
      ]),
    );
  });

  it.each(PUBLIC_ROUTES)(
    '$path answers 200 with its heading, title and description, and no console errors',
    async ({ path, heading, title }) => {
      const { page } = await site.desktop();
      const response = await visit(page, path);
      expect(response.status()).toBe(200);
      await expect.poll(() => headings(page)).toEqual([heading]);
      expect(await page.title()).toContain(title);
      expect(await metaDescription(page)).toMatch(/\S/);
      // Effects after hydration (queries, the tracker's first requests) must not fail either.
      await page.waitForLoadState('networkidle');
    },
  );

  it('have distinct titles', async () => {
    const { page } = await site.desktop();
    const titles = new Map<string, string>();
    for (const { path } of PUBLIC_ROUTES) {
      await visit(page, path);
      titles.set(path, await page.title());
    }
    const values = [...titles.values()];
    expect(new Set(values).size, JSON.stringify(Object.fromEntries(titles), null, 2)).toBe(
      values.length,
    );
  });

  it('answer 404 with the not-found page for an unknown path', async () => {
    const { page } = await site.desktop({ allow: [DOCUMENT_404] });
    const response = await visit(page, '/this-page-does-not-exist');
    expect(response.status()).toBe(404);
    await expect.poll(() => headings(page)).toEqual(['404 Page Not Found']);
    await expect(
      page.getByText('Did you forget to add the page to the router?').isVisible(),
    ).resolves.toBe(true);
    expect(await page.title()).toBe('404 Page Not Found');
  });

  it("show 'Post Not Found' for an unknown blog slug", async () => {
    const { page } = await site.desktop({ allow: [DOCUMENT_404] });
    await visit(page, '/blog/no-such-post');
    await expect.poll(() => headings(page)).toEqual(['Post Not Found']);
    await expect(
      page.getByText("The blog post you're looking for doesn't exist.").isVisible(),
    ).resolves.toBe(true);
    const back = page.locator('#main a[href="/blog"]');
    expect(await back.count()).toBeGreaterThan(0);
  });
});
