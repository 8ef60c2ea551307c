/**
 * Issue 16: from a person's record, the owner downloads everything held about them (an access
 * request) and erases them after typing their address again (an erasure request).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  ACTION_TIMEOUT_MS,
  adminStorageState,
  axeViolations,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import type { ExpectedProblem } from './support/page-errors';
import { visit } from './support/pages';
import {
  sendContact,
  sendEvents,
  startSession,
  submitLead,
  uniqueEmail,
} from './support/public-data';

const site = setUpSite();
const email = uniqueEmail('erase.me');
let storageState: Awaited<ReturnType<typeof adminStorageState>>;

beforeAll(async () => {
  storageState = await adminStorageState(site.baseUrl);
  const sessionId = await startSession(site.baseUrl, { deviceType: 'desktop' });
  await sendEvents(site.baseUrl, sessionId, [{ eventType: 'PAGE_VIEW', pageUrl: '/services' }]);
  await submitLead(site.baseUrl, { name: 'Erin Erased', email, features: ['auth'], sessionId });
  await sendContact(site.baseUrl, { name: 'Erin Erased', email, message: 'Please forget me.' });
});

/** The erased person's record, looked up again: the API's 404 is the expected answer. */
const ERASED_PERSON_404: ExpectedProblem = {
  kind: 'console',
  text: /status of 404/,
  url: /\/api\/admin\/people\/[0-9a-f-]{36}$/,
};

async function openPerson(allow: ExpectedProblem[] = []): Promise<Page> {
  const { page } = await site.desktop({
    storageState,
    viewport: { width: 1280, height: 900 },
    allow,
  });
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  // Asked by e-mail, the owner looks the address up in the admin's search box.
  await visit(page, '/admin/dashboard');
  await waitForHeading(page, 'Dashboard');
  await searchBox(page).fill(email);
  await searchResults(page)
    .getByRole('option')
    .filter({ hasText: `Person · ${email}` })
    .click();
  await waitForHeading(page, 'Erin Erased');
  return page;
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search people, leads and messages' });
const searchResults = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

it('downloads everything held about the person as JSON', async () => {
  const page = await openPerson();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^person-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    email: string;
    found: boolean;
    tables: Record<string, { email?: string }[]>;
  };
  expect(document).toMatchObject({ email, found: true });
  expect(document.tables.calculator_leads?.map((row) => row.email)).toEqual([email]);
  expect(document.tables.contact_messages?.map((row) => row.email)).toEqual([email]);
  expect(document.tables.analytics_events?.length).toBeGreaterThan(0);
});

it('erases the person once their address is typed again, and says so', async () => {
  const page = await openPerson([ERASED_PERSON_404]);
  const personUrl = page.url();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
  await dialog.waitFor();
  const field = dialog.getByLabel(`Type ${email} to confirm`);
  // Focus starts in the field, so the address can be typed straight away.
  await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);

  const confirm = dialog.getByRole('button', { name: 'Erase permanently' });
  await field.fill('someone.else@example.com');
  expect(await confirm.isDisabled()).toBe(true);
  // Escape cancels, and nothing is erased.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await field.fill(email.toUpperCase());
  await confirm.click();

  await page.getByText('Person erased').first().waitFor();
  await waitForHeading(page, 'People');
  expect(await page.getByText(email).count()).toBe(0);
  await visit(page, new URL(personUrl).pathname);
  await page.getByText('Unable to load this person').waitFor();
  // Where the lead would be (the newest first), and under its address in the search box: gone.
  await visit(page, '/admin/leads?sort=recent');
  await waitForHeading(page, 'Calculator Leads');
  await page.waitForLoadState('networkidle');
  expect(await page.getByText(email).count()).toBe(0);
  await searchBox(page).fill(email);
  await page
    .getByRole('status')
    .filter({ hasText: /^Nothing found\.$/ })
    .waitFor();
  expect(await searchResults(page).getByRole('option').count()).toBe(0);
});
