/** axe-core on every public page, in the light and the dark theme: no violations at all. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite, type VisitorOptions } from './support/fixtures';
import { DOCUMENT_404 } from './support/page-errors';
import { storeTheme, visit } from './support/pages';
import { PUBLIC_ROUTES } from './support/public-routes';

const site = setUpSite();

const THEMES = ['light', 'dark'] as const;

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n'),
  );
}

async function audit(path: string, theme: (typeof THEMES)[number], options: VisitorOptions = {}) {
  const { context, page } = await site.desktop(options);
  await storeTheme(context, theme);
  await visit(page, path);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
  const found = await violations(page);
  expect(found, found.join('\n')).toEqual([]);
}

describe('accessibility (axe-core)', () => {
  for (const theme of THEMES) {
    it.each(PUBLIC_ROUTES)(`$path has no violations in the ${theme} theme`, ({ path }) =>
      audit(path, theme),
    );
    it(`the 404 page has no violations in the ${theme} theme`, () =>
      audit('/this-page-does-not-exist', theme, { allow: [DOCUMENT_404] }));
  }

  it('the mobile menu has no violations when open', async () => {
    const { page } = await site.mobile();
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).tap();
    const found = await violations(page);
    expect(found, found.join('\n')).toEqual([]);
  });
});
