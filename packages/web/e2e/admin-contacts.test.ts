/** Contact Messages: the messages sent with the contact form, the full message, status, notes, CSV. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ContactMessageRecord, Json, ListPage } from '@leadline/domain';
import {
  adminApi,
  choose,
  nextAnswer,
  openAdminScreen,
  parseCsv,
  rowWith,
  selectedText,
  squash,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import { sendContact, uniqueEmail } from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

type Contact = Json<ContactMessageRecord>;

const storedContact = (id: string) => api.stored<Contact>('/api/admin/submissions/contacts', id);

const MESSAGE = [
  'We run our warehouse on three spreadsheets and a whiteboard.',
  '',
  'Could you build something that keeps stock, orders and invoices in one place?',
  'We are 12 people and would like to start in February.',
].join('\n');

describe('contact messages', () => {
  it('shows each message with its sender, company, a two-line preview and the full text', async () => {
    const email = uniqueEmail('contact');
    await sendContact(site.baseUrl, {
      name: 'Cora Contact',
      email,
      company: 'Cora Logistics',
      message: MESSAGE,
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    const answer = nextAnswer<ListPage<Contact>>(page, '/api/admin/submissions/contacts');
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    expect(await page.getByText('Manage messages from the contact form').count()).toBe(1);
    const { total } = await answer;
    expect(await page.getByText(/^Total: \d+ messages$/).innerText()).toBe(
      `Total: ${total} messages`,
    );
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(
      ['Contact', 'Message', 'Status', 'Date', 'Actions'].map((h) => h.toUpperCase()),
    );

    const row = rowWith(page, email);
    const cells = row.getByRole('cell');
    // Sent without a tracked visit, and nothing that grades a fit: no score, and the fit badge of
    // the Contact cell says not graded.
    expect(squash(await cells.nth(0).innerText())).toBe(`Cora Contact ${email} Cora Logistics —`);
    expect(
      await cells
        .nth(0)
        .getByRole('img', { name: /^Fit not graded/ })
        .count(),
    ).toBe(1);
    expect(await selectedText(row, `Status for ${email}`)).toBe('New');
    // The preview is clamped to two lines.
    const preview = cells.nth(1).locator('p').first();
    expect(await preview.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe('2');

    await row.getByRole('button', { name: 'View full message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Full Message' });
    await dialog.waitFor();
    expect(await dialog.getByText('Cora Contact', { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('link', { name: email }).getAttribute('href')).toBe(
      `mailto:${email}`,
    );
    // Line breaks kept.
    expect(await dialog.locator('p').filter({ hasText: 'warehouse' }).innerText()).toBe(MESSAGE);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('saves the status and the notes, which survive a reload', async () => {
    const email = uniqueEmail('contact-update');
    const { id } = await sendContact(site.baseUrl, {
      name: 'Uma Update',
      email,
      message: 'Please call me back.',
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    const row = rowWith(page, email);

    await choose(row, `Status for ${email}`, 'Contacted', page);
    await expect.poll(async () => (await storedContact(id))?.status).toBe('contacted');

    await row.getByRole('button', { name: 'Add Notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Notes' });
    await dialog.waitFor();
    expect(await dialog.getByText('Add notes about this contact for your reference').count()).toBe(
      1,
    );
    await dialog.getByLabel('Notes').fill('Called back; sending a quote.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storedContact(id))?.notes).toBe('Called back; sending a quote.');
    await row.getByText('Has notes').waitFor();

    // The dashboard's deep link to contacted messages shows it, with both changes.
    await page.goto('/admin/contacts?status=contacted');
    await waitForHeading(page, 'Contact Messages');
    expect(await selectedText(page, 'Filter by status')).toBe('Contacted');
    await row.getByText('Has notes').waitFor();
    expect(await selectedText(row, `Status for ${email}`)).toBe('Contacted');
    expect(await row.getByRole('button', { name: 'Edit Notes' }).count()).toBe(1);
  });

  it("downloads the list with 'Export CSV'", async () => {
    const email = uniqueEmail('contact-csv');
    const { id } = await sendContact(site.baseUrl, {
      name: 'Cleo Csv',
      email,
      company: 'Commas, Inc.',
      message: 'Line one\nLine "two"',
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe('/api/admin/export/contacts.csv');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(header).toEqual([
      'id',
      'createdAt',
      'name',
      'email',
      'company',
      'message',
      'status',
      'notes',
      'sessionId',
      'firstTouchSource',
      'firstTouchMedium',
      'firstTouchCampaign',
      'firstTouchReferrer',
    ]);
    expect(rows.find((fields) => fields[0] === id)?.slice(2)).toEqual([
      'Cleo Csv',
      email,
      'Commas, Inc.',
      'Line one\nLine "two"',
      'New',
      '',
      '',
      // No tracked session: no first touch.
      '',
      '',
      '',
      '',
    ]);
  });
});
