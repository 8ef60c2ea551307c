/**
 * Calculator Leads: the leads visitors sent with the calculator, their notes and status (saved and
 * still there after a reload), pages of ten with the filter in the URL, and the CSV export.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CalculatorLeadRecord, Json, ListPage } from '@leadline/domain';
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
import { submitLead, uniqueEmail } from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

type Lead = Json<CalculatorLeadRecord>;

const storedLead = (id: string) => api.stored<Lead>('/api/admin/submissions/leads', id);

const dateCell = (iso: string) => {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day.format(date)} ${time.format(date)}`;
};

/** The e-mail addresses of the rows on screen, top to bottom. */
const emailsOnScreen = (page: Page) => page.locator('tbody tr [id$="-email"]').allInnerTexts();

const pageLabel = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(/^Page \d+ of \d+$/)
    .innerText();

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('calculator leads', () => {
  it('shows each lead with its contact, features, cost, status and date', async () => {
    const named = uniqueEmail('lead-named');
    const anonymous = uniqueEmail('lead-anon');
    const first = await submitLead(site.baseUrl, {
      name: 'Lena Lead',
      email: named,
      features: ['auth', 'payment', 'admin', 'api'],
    });
    await submitLead(site.baseUrl, { email: anonymous, features: ['search'] });
    const stored = (await storedLead(first.id))!;

    const visitor = await site.desktop();
    const { page } = visitor;
    const answer = nextAnswer<ListPage<Lead>>(page, '/api/admin/submissions/leads');
    // The newest first, as the owner looks for the leads that just came in (the default order puts
    // the best fit first, and other specs' leads may outrank these).
    await openAdminScreen(visitor, '/admin/leads?sort=recent', 'Calculator Leads');
    expect(await page.getByText('Manage leads from the cost calculator').count()).toBe(1);
    expect(await selectedText(page, 'Sort by')).toBe('Most recent');
    const { total } = await answer;
    expect(await page.getByText(/^Total: \d+ leads$/).innerText()).toBe(`Total: ${total} leads`);
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(
      ['Contact', 'Features', 'Cost', 'Status', 'Date', 'Actions'].map((h) => h.toUpperCase()),
    );

    const row = rowWith(page, named);
    const cells = (await row.getByRole('cell').allInnerTexts()).map(squash);
    // Sent without a tracked visit (no score); graded by the estimate alone ($14,500: B), the
    // badge in the Contact cell.
    expect(cells).toEqual([
      `Lena Lead ${named} Fit B`,
      'User Authentication Payment Gateway Integration Admin Dashboard +1 more',
      '$14,500',
      'New',
      dateCell(stored.createdAt),
      'Add Notes',
    ]);
    expect(
      await row
        .getByRole('cell')
        .first()
        .getByRole('img', { name: 'Fit B: Estimate $14,500' })
        .count(),
    ).toBe(1);
    const other = (await rowWith(page, anonymous).getByRole('cell').allInnerTexts()).map(squash);
    expect(other.slice(0, 4)).toEqual([
      `Anonymous ${anonymous} Fit D`,
      'Advanced Search',
      '$3,000',
      'New',
    ]);
  });

  it('saves notes, shows Has notes and Edit Notes, and keeps them after a reload', async () => {
    const email = uniqueEmail('lead-notes');
    const { id } = await submitLead(site.baseUrl, {
      name: 'Nora Notes',
      email,
      features: ['chat'],
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    // The most recent first: other specs' leads may outrank this one in the default order.
    await openAdminScreen(visitor, '/admin/leads?sort=recent', 'Calculator Leads');
    const row = rowWith(page, email);
    expect(await row.getByText('Has notes').count()).toBe(0);

    // Cancel keeps nothing.
    await row.getByRole('button', { name: 'Add Notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Notes' });
    await dialog.waitFor();
    expect(await dialog.getByText('Add notes about this lead for your reference').count()).toBe(1);
    expect(await dialog.getByLabel('Notes').getAttribute('rows')).toBe('6');
    await dialog.getByLabel('Notes').fill('not this');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storedLead(id))?.notes).toBeNull();

    // Save Notes reads 'Saving...' while the server has not answered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/submissions/leads/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    const notes = 'Wants the chat live before the launch.\nCall back on Friday.';
    await row.getByRole('button', { name: 'Add Notes' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Notes').inputValue()).toBe('');
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    const saving = dialog.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute(`**/api/admin/submissions/leads/${id}`);

    expect((await storedLead(id))?.notes).toBe(notes);
    await row.getByText('Has notes').waitFor();
    expect(await row.getByRole('button', { name: 'Edit Notes' }).count()).toBe(1);

    await page.reload();
    await waitForHeading(page, 'Calculator Leads');
    await row.getByText('Has notes').waitFor();
    await row.getByRole('button', { name: 'Edit Notes' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Notes').inputValue()).toBe(notes);
  });

  it('saves a status change at once, and it is still there after a reload', async () => {
    const email = uniqueEmail('lead-status');
    const { id } = await submitLead(site.baseUrl, { email, features: ['analytics'] });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/leads', 'Calculator Leads');
    const label = `Status for ${email}`;
    expect(await selectedText(rowWith(page, email), label)).toBe('New');
    await choose(rowWith(page, email), label, 'Qualified', page);
    await expect.poll(async () => (await storedLead(id))?.status).toBe('qualified');

    await page.reload();
    await waitForHeading(page, 'Calculator Leads');
    await rowWith(page, email).waitFor();
    expect(await selectedText(rowWith(page, email), label)).toBe('Qualified');

    // ...and under the Qualified filter.
    await page.goto('/admin/leads?status=qualified');
    await waitForHeading(page, 'Calculator Leads');
    expect(await selectedText(page, 'Filter by status')).toBe('Qualified');
    await rowWith(page, email).waitFor();
  });

  it('pages 25 leads ten at a time, and a filter goes back to page 1 (kept in the URL)', async () => {
    // 25 leads of this spec's own, the only closed ones (no other spec closes a lead).
    const emails: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const email = uniqueEmail(`lead-page-${i}`);
      const { id } = await submitLead(site.baseUrl, {
        name: `Pager ${i}`,
        email,
        features: ['auth'],
      });
      await api.patch(`/api/admin/submissions/leads/${id}`, { status: 'closed' });
      emails.push(email);
    }
    const newestFirst = [...emails].reverse();
    const closed = await api.get<ListPage<Lead>>(
      '/api/admin/submissions/leads?status=closed&limit=1',
    );
    expect(closed.total).toBe(25);

    const visitor = await site.desktop();
    const { page } = visitor;
    const all = nextAnswer<ListPage<Lead>>(page, '/api/admin/submissions/leads');
    await openAdminScreen(visitor, '/admin/leads', 'Calculator Leads');
    const { total } = await all;
    expect(total).toBeGreaterThanOrEqual(25);
    const allPages = Math.ceil(total / 10);
    expect(await pageLabel(page)).toBe(`Page 1 of ${allPages}`);
    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });

    // Page 2 of everything, in the URL.
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => pageLabel(page)).toBe(`Page 2 of ${allPages}`);

    // Filtering goes back to page 1: three pages of closed leads, newest first.
    await choose(page, 'Filter by status', 'Closed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'closed');
    expect(searchOf(page)).toEqual({ status: 'closed' });
    // Until the filtered page arrives the previous one stays on screen, and "Page 1 of 3" can also be
    // the label of an unfiltered list of 21-30 leads: the total tells the two apart.
    await expect
      .poll(() => page.getByText(/^Total: \d+ leads$/).innerText())
      .toBe('Total: 25 leads');
    expect(await pageLabel(page)).toBe('Page 1 of 3');
    await expect.poll(() => emailsOnScreen(page)).toEqual(newestFirst.slice(0, 10));
    expect(await previous.getAttribute('aria-disabled')).toBe('true');

    await next.click();
    await expect.poll(() => pageLabel(page)).toBe('Page 2 of 3');
    expect(searchOf(page)).toEqual({ status: 'closed', page: '2' });
    await expect.poll(() => emailsOnScreen(page)).toEqual(newestFirst.slice(10, 20));

    await next.click();
    await expect.poll(() => pageLabel(page)).toBe('Page 3 of 3');
    await expect.poll(() => emailsOnScreen(page)).toEqual(newestFirst.slice(20));
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // A click on the last page's Next (aria-disabled, so Playwright needs force) changes nothing.
    await next.click({ force: true });
    expect(await pageLabel(page)).toBe('Page 3 of 3');
    expect(searchOf(page)).toEqual({ status: 'closed', page: '3' });

    await previous.click();
    await expect.poll(() => pageLabel(page)).toBe('Page 2 of 3');
    expect(searchOf(page)).toEqual({ status: 'closed', page: '2' });

    // The URL keeps the filter and the page across a reload.
    await page.reload();
    await waitForHeading(page, 'Calculator Leads');
    await expect.poll(() => pageLabel(page)).toBe('Page 2 of 3');
    expect(await selectedText(page, 'Filter by status')).toBe('Closed');
    await expect.poll(() => emailsOnScreen(page)).toEqual(newestFirst.slice(10, 20));

    // Back to All: page 1 again. The closed list's "Page 1 of 3" stays until the unfiltered one
    // arrives: the total tells them apart.
    await choose(page, 'Filter by status', 'All');
    await page.waitForURL((url) => url.search === '');
    const everything = await api.get<ListPage<Lead>>('/api/admin/submissions/leads?limit=1');
    await expect
      .poll(() => page.getByText(/^Total: \d+ leads$/).innerText())
      .toBe(`Total: ${everything.total} leads`);
    expect(await pageLabel(page)).toBe(`Page 1 of ${Math.ceil(everything.total / 10)}`);
  }, 60_000);

  it("downloads the filtered list with 'Export CSV'", async () => {
    const email = uniqueEmail('lead-csv');
    const { id } = await submitLead(site.baseUrl, {
      name: 'Cass, "CSV" Lead',
      email,
      features: ['auth', 'api'],
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/leads?status=new', 'Calculator Leads');
    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe('/api/admin/export/leads.csv?status=new');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
    const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(header).toEqual([
      'id',
      'createdAt',
      'name',
      'email',
      'selectedFeatures',
      'totalCost',
      'status',
      'notes',
      'sessionId',
      'firstTouchSource',
      'firstTouchMedium',
      'firstTouchCampaign',
      'firstTouchReferrer',
    ]);
    const row = rows.find((fields) => fields[0] === id);
    expect(row).toEqual([
      id,
      expect.any(String),
      'Cass, "CSV" Lead',
      email,
      'User Authentication, API Integration',
      '6000',
      'New',
      '',
      '',
      // No tracked session: no first touch.
      '',
      '',
      '',
      '',
    ]);
    expect(new Date(row![1]!).toString()).not.toBe('Invalid Date');
    // Only the filter's rows: every one is new.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((fields) => fields[6] === 'New')).toBe(true);

    const response = await api.fetch('/api/admin/export/leads.csv?status=new');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
  });
});
