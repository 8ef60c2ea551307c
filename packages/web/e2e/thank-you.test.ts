/**
 * The thank-you page, loaded directly: the cost from ?cost= in dollars, $0 without one. The page is
 * prerendered without a query, so a mismatch between that HTML and the hydrated page would be a
 * hydration error, which fails the test through the harness.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import { headings, visit } from './support/pages';

const site = setUpSite();

/** The amount under "Estimated project cost". */
async function costShown(page: Page) {
  const label = page.getByText('Estimated project cost', { exact: true });
  const amount = label.locator('xpath=following-sibling::p[1]');
  return (await amount.textContent())?.trim();
}

describe('thank-you page', () => {
  it.each([
    ['/thank-you?cost=6500', '$6,500'],
    ['/thank-you?cost=27500', '$27,500'],
    ['/thank-you', '$0'],
    ['/thank-you?cost=lots', '$0'],
  ])('%s shows %s', async (path, amount) => {
    const { page } = await site.desktop();
    await visit(page, path);
    expect(await headings(page)).toEqual(['Your Estimate is Ready!']);
    await expect.poll(() => costShown(page)).toBe(amount);
    expect(await page.getByRole('heading', { name: 'Check Your Email' }).isVisible()).toBe(true);
    expect(await page.getByText(/preliminary estimate/).isVisible()).toBe(true);
  });

  it('leads on to the portfolio and to booking a call', async () => {
    const { page } = await site.desktop();
    await visit(page, '/thank-you?cost=6500');
    const portfolio = page.getByRole('link', { name: 'Browse Live Projects' });
    const consultation = page.getByRole('link', { name: 'Schedule a Consultation' });
    expect(await portfolio.getAttribute('href')).toBe('/portfolio');
    expect(await consultation.getAttribute('href')).toBe('/book');

    await consultation.click();
    await page.waitForURL((url) => url.pathname === '/book');
    await expect.poll(() => headings(page)).toEqual(['Book a Call']);
  });

  it('shows the cost on a phone too', async () => {
    const { page } = await site.mobile();
    await visit(page, '/thank-you?cost=4500');
    await expect.poll(() => costShown(page)).toBe('$4,500');
  });
});
