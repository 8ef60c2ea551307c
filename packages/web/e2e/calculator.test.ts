/** The calculator: the running total, the checks before sending, a real reservation, the phone's sheet. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import {
  adminReader,
  holdRequests,
  toastTitled,
  trackedSession,
  uniqueEmail,
  type ListAnswer,
  type StoredLead,
} from './support/flows';
import { headings, visit } from './support/pages';

const site = setUpSite();
const adminGet = adminReader(site.baseUrl);

const card = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

/** The desktop summary card beside the features (hidden below md). */
const summary = (page: Page) =>
  page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Your Estimate' }) });

const totalShown = async (page: Page) =>
  (await summary(page).locator('[aria-live]').textContent())?.trim();

async function storedLead(email: string): Promise<StoredLead | undefined> {
  const { items } = await adminGet<ListAnswer<StoredLead>>(
    '/api/admin/submissions/leads?limit=100',
  );
  return items.find((lead) => lead.email === email);
}

/** Counts the page's POSTs to /api/calculate. */
function countCalculateRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/calculate')
      count += 1;
  });
  return () => count;
}

describe('calculator (desktop)', () => {
  it('adds up the selected features as they are toggled', async () => {
    const { page } = await site.desktop();
    await visit(page, '/calculator');
    expect(await totalShown(page)).toBe('$0');

    await card(page, 'User Authentication').click();
    await expect.poll(() => totalShown(page)).toBe('$2,000');
    await card(page, 'Real-time Chat').click();
    await expect.poll(() => totalShown(page)).toBe('$6,500');
    expect(await card(page, 'User Authentication').getAttribute('aria-pressed')).toBe('true');
    expect(await card(page, 'Real-time Chat').getAttribute('aria-pressed')).toBe('true');
    expect(await summary(page).getByText('2 features selected').count()).toBe(1);

    await card(page, 'User Authentication').click();
    await expect.poll(() => totalShown(page)).toBe('$4,500');
    expect(await card(page, 'User Authentication').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for an e-mail, then for a feature, and sends nothing until it has both', async () => {
    const { page } = await site.desktop();
    const requests = countCalculateRequests(page);
    await visit(page, '/calculator');
    const reserve = summary(page).getByRole('button', { name: 'Reserve My Slot' });

    await reserve.click();
    const emailToast = toastTitled(page, 'Email Required');
    await emailToast.waitFor();
    expect(await emailToast.getByText('Please enter your email address.').count()).toBe(1);

    await summary(page).getByLabel('Email').fill('someone@example.com');
    await reserve.click();
    const featuresToast = toastTitled(page, 'No Features Selected');
    await featuresToast.waitFor();
    expect(await featuresToast.getByText('Please select at least one feature.').count()).toBe(1);

    expect(requests()).toBe(0);
    expect(page.url()).toMatch(/\/calculator$/);
  });

  it('reserves a slot: Processing..., then the thank-you page with the cost, and the lead is stored', async () => {
    const { page } = await site.desktop();
    await visit(page, '/calculator');
    const email = uniqueEmail('calculator');

    await card(page, 'User Authentication').click();
    await card(page, 'Real-time Chat').click();
    await expect.poll(() => totalShown(page)).toBe('$6,500');
    await summary(page).getByLabel('Name (optional)').fill('Casey Calculator');
    await summary(page).getByLabel('Email').fill(email);

    const calculate = await holdRequests(page, '**/api/calculate');
    await summary(page).getByRole('button', { name: 'Reserve My Slot' }).click();
    const processing = summary(page).getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    await expect.poll(() => calculate.held()).toBe(1);

    calculate.release();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    expect(new URL(page.url()).searchParams.get('cost')).toBe('6500');
    await expect.poll(() => headings(page)).toEqual(['Your Estimate is Ready!']);
    await page.getByText('$6,500', { exact: true }).waitFor();

    const lead = await storedLead(email);
    expect(lead).toMatchObject({
      name: 'Casey Calculator',
      email,
      selectedFeatures: ['auth', 'chat'],
      totalCost: 6500,
      status: 'new',
      sessionId: await trackedSession(page),
    });
  });
});

describe('calculator (375 px)', () => {
  const bar = (page: Page) =>
    page.locator('div.fixed').filter({ has: page.getByRole('button', { name: 'Reserve Slot' }) });

  it('shows the total in the bottom bar and reserves through the sheet', async () => {
    const { page } = await site.mobile();
    const requests = countCalculateRequests(page);
    await visit(page, '/calculator');
    const email = uniqueEmail('calculator-mobile');

    expect(await summary(page).isVisible()).toBe(false);
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).getByText('$0', { exact: true }).isVisible()).toBe(true);

    await card(page, 'User Authentication').tap();
    await card(page, 'Real-time Chat').tap();
    await bar(page).getByText('$6,500', { exact: true }).waitFor();
    expect(await bar(page).getByText('2 features selected').isVisible()).toBe(true);

    await bar(page).getByRole('button', { name: 'Reserve Slot' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Reserve Your Slot' });
    await sheet.waitFor();
    expect(await sheet.getByText('Estimated total: $6,500 (2 features selected)').count()).toBe(1);

    // An empty address: the browser refuses the form, nothing is sent and the sheet stays.
    const submit = sheet.getByRole('button', { name: 'Reserve My Slot' });
    await submit.tap();
    expect(
      await sheet
        .getByLabel('Email')
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(await sheet.isVisible()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: /^Notifications/ })
        .locator('li')
        .count(),
    ).toBe(0);
    expect(requests()).toBe(0);

    await sheet.getByLabel('Email').fill(email);
    await submit.tap();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    expect(new URL(page.url()).searchParams.get('cost')).toBe('6500');
    await expect.poll(() => headings(page)).toEqual(['Your Estimate is Ready!']);
    await page.getByText('$6,500', { exact: true }).waitFor();
    expect(requests()).toBe(1);

    expect(await storedLead(email)).toMatchObject({
      email,
      name: null,
      selectedFeatures: ['auth', 'chat'],
      totalCost: 6500,
    });
  });
});
