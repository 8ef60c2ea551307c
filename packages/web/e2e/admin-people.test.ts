/**
 * Issue 15: from a list row or the search box to the whole person on one screen, notes with their
 * confirmation, and every admin screen at 390 px (no sideways scroll, every control in view) and at
 * 1,440 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_TIMEOUT_MS,
  ADMIN_SCREENS,
  adminStorageState,
  axeViolations,
  choose,
  rowWith,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import { visit } from './support/pages';
import {
  sendContact,
  sendEvents,
  startSession,
  submitLead,
  submitWorkflow,
  uniqueEmail,
  uniqueId,
} from './support/public-data';

const site = setUpSite();

const company = `Longitude Instruments ${uniqueId('co').slice(-6)}`;
// A long address, the kind that used to break mid-word in a narrow column.
const email = uniqueEmail('sheet.user.with.a.rather.long.address');
let storageState: Awaited<ReturnType<typeof adminStorageState>>;

beforeAll(async () => {
  storageState = await adminStorageState(site.baseUrl);
  const sessionId = await startSession(site.baseUrl, { deviceType: 'desktop' });
  await sendEvents(site.baseUrl, sessionId, [{ eventType: 'PAGE_VIEW', pageUrl: '/services' }]);
  await submitLead(site.baseUrl, { name: 'Ada Person', email, features: ['auth'], sessionId });
  await sendContact(site.baseUrl, {
    name: 'Ada Person',
    email,
    company,
    message: 'Could you look at our reporting?',
  });
  await submitWorkflow(site.baseUrl, {
    sessionId: uniqueId('wizard'),
    completedSteps: 7,
    painPoint: 'reporting',
    currentTools: ['excel'],
    teamSize: '2-5',
    successVision: 'Fewer spreadsheets',
    timeline: 'asap',
    budgetRange: 'unsure',
    name: 'Ada Person',
    email,
    company,
  });
});

async function signedInPage(width: number, height: number) {
  const visitor =
    width < 768
      ? await site.mobile({ storageState, viewport: { width, height } })
      : await site.desktop({ storageState, viewport: { width, height } });
  visitor.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return visitor.page;
}

async function open(page: Page, path: string, heading: string) {
  await visit(page, path);
  await waitForHeading(page, heading);
  await page.waitForLoadState('networkidle');
}

describe('the person record', () => {
  it('opens from a calculator lead and holds everything the address sent, on one timeline', async () => {
    const page = await signedInPage(1440, 900);
    await open(page, '/admin/leads', 'Calculator Leads');
    await rowWith(page, email).getByRole('link', { name: email }).click();
    await waitForHeading(page, 'Ada Person');
    const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText('Calculator estimate of $2,000').waitFor();
    expect(await timeline.getByText('Sent a contact message').count()).toBe(1);
    expect(await timeline.getByText('Finished the workflow questionnaire').count()).toBe(1);
    expect(await timeline.getByRole('button', { name: 'View Session' }).count()).toBeGreaterThan(0);

    await page.getByLabel('New note').fill('Prefers a call on Fridays.');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await page.getByText('Note saved').first().waitFor();
    await timeline.getByText('Prefers a call on Fridays.').waitFor();
    expect(await page.getByLabel('New note').inputValue()).toBe('');

    // A status changed here confirms itself and lands on the timeline.
    await page.getByRole('combobox', { name: /^Status for the lead of/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await page.getByText('Status changed to Contacted').first().waitFor();
    await timeline.getByText('Calculator lead: New → Contacted').waitFor();

    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('is found from any screen by keyboard: "/" or Ctrl+K, type, arrows, Enter', async () => {
    const page = await signedInPage(1440, 900);
    await open(page, '/admin/dashboard', 'Dashboard');
    const box = page.getByRole('combobox', { name: 'Search people, leads and messages' });
    await page.keyboard.press('/');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(company.slice(0, 12).toLowerCase());
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await results.getByRole('option').nth(1).getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Ada Person');
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/people\/[0-9a-f-]{36}$/);

    // Ctrl+K from anywhere, Escape closes the list and then clears the box.
    await page.keyboard.press('Control+k');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(email.slice(0, 10));
    await results.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
  });

  it('lists people with their kinds, and has no axe violations', async () => {
    const page = await signedInPage(1440, 900);
    await open(page, '/admin/people', 'People');
    // The best fit comes first, and other specs' people may outrank Ada: the owner looking for
    // someone who just wrote sorts by the latest activity, and the order stays in the URL.
    await choose(page, 'Sort by', 'Most recent');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'recent');
    const list = page.getByRole('list', { name: 'People' });
    const item = list.getByRole('listitem').filter({ hasText: email });
    await item.waitFor();
    expect(await item.getByText('Calculator', { exact: true }).count()).toBe(1);
    expect(await item.getByText('Questionnaire', { exact: true }).count()).toBe(1);
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
  });
});

/** Whether the page scrolls sideways, and the controls of the screen that lie outside the viewport. */
const outOfView = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const controls = [...document.querySelectorAll('main a, main button, main select, main input')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((element) => (element.textContent ?? element.getAttribute('aria-label') ?? '').trim());
    return { pageWidth: document.documentElement.scrollWidth, width, controls };
  });

describe('every admin screen', () => {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    it(`fits ${width} px: no sideways scroll, every control in view`, async () => {
      const page = await signedInPage(width, height);
      const screens: { path: string; heading: string }[] = [...ADMIN_SCREENS];
      // The newest first: by default the best fit leads, and Ada may be past page 1.
      await open(page, '/admin/people?sort=recent', 'People');
      await page.getByRole('link', { name: 'Ada Person' }).first().click();
      await waitForHeading(page, 'Ada Person');
      screens.push({ path: new URL(page.url()).pathname, heading: 'Ada Person' });
      for (const { path, heading } of screens) {
        await open(page, path, heading);
        const found = await outOfView(page);
        expect(found.pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(found.width);
        expect(found.controls, `${path}: controls out of view`).toEqual([]);
      }
    });
  }
});
