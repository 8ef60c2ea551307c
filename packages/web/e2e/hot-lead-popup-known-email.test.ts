/**
 * The hot-lead popup never asks for an address the site already has: a visitor who reserved a slot
 * with the calculator and then turns hot stays on "Your Estimate is Ready!" with no popup over it.
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import { pauseClock, postEvent, trackedSession, uniqueEmail } from './support/flows';
import { headings, visit } from './support/pages';

const site = setUpSite();

const TITLE = "You've done your research!";

describe('hot-lead popup and a known address', () => {
  it('never opens for a visitor who gave their e-mail in the calculator, however hot', async () => {
    const { page } = await site.desktop();
    const answers: { score: number; emailKnown: boolean }[] = [];
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('/score'))
        void response
          .json()
          .then((body: { score: number; emailKnown: boolean }) => answers.push(body));
    });
    await page.clock.install();
    await visit(page, '/calculator');
    const sessionId = await trackedSession(page);

    const summary = page
      .locator('aside')
      .filter({ has: page.getByRole('heading', { name: 'Your Estimate' }) });
    await page.getByRole('button', { name: /^User Authentication/ }).click();
    await summary.getByLabel('Name (optional)').fill('Casey Known');
    await summary.getByLabel('Email').fill(uniqueEmail('known'));
    await summary.getByRole('button', { name: 'Reserve My Slot' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    await expect.poll(() => headings(page)).toEqual(['Your Estimate is Ready!']);

    // Now hot, by the server's own count, with the address known.
    await pauseClock(page);
    for (const type of ['SERVICES_PAGE_VIEWED', 'PRICING_DISCUSSED', 'CONTACT_FORM_STARTED'])
      expect(await postEvent(site.baseUrl, sessionId, type, '/services')).toBe(201);
    const standing = await sessionScore(site.baseUrl, page);
    expect(standing).toMatchObject({ isHotLead: true, emailKnown: true });

    // A minute of the page's time: several score checks were due; the popup never opens.
    for (let second = 0; second < 60; second += 1) {
      await page.clock.runFor(1_000);
      expect(await page.getByRole('dialog', { name: TITLE }).count()).toBe(0);
    }
    expect(answers.some((answer) => answer.emailKnown)).toBe(true);
    expect(await headings(page)).toEqual(['Your Estimate is Ready!']);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `leadline_hot_popup:${sessionId}`),
    ).toBeNull();
  });
});
