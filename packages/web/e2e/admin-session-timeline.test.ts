/**
 * "View Session" from Hot Leads: the same timeline as Warm Leads, every 0 explained, and a dialog that
 * fits with its Points and Score columns in view on a 1440 px desktop and on a 390 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminScreen, squash } from './support/admin';
import { setUpSite } from './support/fixtures';
import { sendEvents, startSession, uniqueEmail } from './support/public-data';

const site = setUpSite();

/** A hot visitor who gave a name and reloaded /blog: one page view scores, the other explains its 0. */
async function hotVisitor(email: string) {
  const sessionId = await startSession(site.baseUrl, { deviceType: 'desktop' });
  const score = await sendEvents(site.baseUrl, sessionId, [
    { eventType: 'PAGE_VIEW', pageUrl: '/blog' },
    { eventType: 'PAGE_VIEW', pageUrl: '/blog' },
    { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
    { eventType: 'PRICING_DISCUSSED', pageUrl: '/services' },
    { eventType: 'CALCULATOR_STARTED', pageUrl: '/calculator' },
    {
      eventType: 'EMAIL_CAPTURED',
      pageUrl: '/blog',
      metadata: { email, name: 'Tim Line', captureMethod: 'hot_lead_popup' },
    },
    { eventType: 'CONTACT_FORM_STARTED', pageUrl: '/contact' },
  ]);
  expect(score).toBe(80);
  return sessionId;
}

/** Whether a box lies wholly inside the viewport. */
async function withinViewport(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

async function openTimeline(page: Page, email: string) {
  const row = page.getByRole('row').filter({ hasText: email });
  expect(squash(await row.getByRole('cell').nth(1).innerText())).toBe(`Tim Line ${email}`);
  await row.getByRole('button', { name: /^View Session/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Session Timeline' });
  await dialog.getByRole('table').getByRole('row').nth(1).waitFor();
  expect(await dialog.getByText(`Tim Line (${email}), score 80`).count()).toBe(1);
  return dialog;
}

describe('the session timeline from Hot Leads', () => {
  for (const [device, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    it(`fits with every column in view, and explains each 0 (${device}, ${width} px)`, async () => {
      const email = uniqueEmail(`timeline-${device}`);
      await hotVisitor(email);
      const visitor = device === 'desktop' ? await site.desktop() : await site.mobile();
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
      // The page itself is no wider than the phone (a wider one puts a centred dialog off-screen).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const dialog = await openTimeline(page, email);

      const box = await dialog.boundingBox();
      expect({
        box,
        viewport: page.viewportSize(),
        inside: await withinViewport(page, box),
      }).toMatchObject({ inside: true });
      for (const header of ['Time', 'Event', 'Points', 'Score']) {
        const cell = dialog.getByRole('columnheader', { name: header });
        expect(await cell.isVisible()).toBe(true);
        expect(await withinViewport(page, await cell.boundingBox())).toBe(true);
      }
      // Nothing sideways to scroll: the table is no wider than its dialog.
      const overflow = await dialog.getByRole('table').evaluate((table) => ({
        table: table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
        cells: [...table.querySelectorAll('th, td')]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => `${cell.textContent} ${cell.scrollWidth}/${cell.clientWidth}`),
      }));
      expect(overflow).toEqual({ table: expect.any(Number), cells: [] });
      expect(overflow.table).toBeLessThanOrEqual(1);

      const rows = dialog.getByRole('table').getByRole('row');
      const repeat = rows.nth(2);
      expect(squash(await repeat.locator('td').nth(1).innerText())).toContain(
        'already counted for /blog',
      );
      expect(squash(await repeat.locator('td').nth(3).innerText())).toBe('0');
      // The last score, scrolled to within the dialog, is on screen too.
      const lastScore = rows.last().locator('td').nth(4);
      await lastScore.scrollIntoViewIfNeeded();
      expect(squash(await lastScore.innerText())).toBe('80');
      expect(await withinViewport(page, await lastScore.boundingBox())).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  }
});
