/** Workflow Submissions: the wizard's questionnaires, their detail dialog (status and notes), the CSV. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WorkflowSubmissionRecord, Json, ListPage } from '@leadline/domain';
import {
  adminApi,
  choose,
  definition,
  nextAnswer,
  openAdminScreen,
  parseCsv,
  rowWith,
  selectedText,
  squash,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import { submitWorkflow, uniqueEmail, uniqueId } from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

type Submission = Json<WorkflowSubmissionRecord>;

const storedSubmission = (id: string) =>
  api.stored<Submission>('/api/admin/workflow-submissions', id);

/** A whole questionnaire, as the wizard's last step sends it. */
async function completeQuestionnaire(email: string, name = 'Wanda Workflow') {
  return submitWorkflow(site.baseUrl, {
    sessionId: uniqueId('wizard'),
    completedSteps: 7,
    painPoint: 'reporting',
    currentTools: ['excel', 'slack'],
    manualProcess: 'Copy the orders into a sheet\nthen e-mail it to the team',
    teamSize: '6-15',
    successVision: 'Reports that build themselves every Monday',
    timeline: '1-2_months',
    budgetRange: '15k-30k',
    name,
    email,
    company: 'Acme Flows',
  });
}

/** The text of each cell of the row holding `email`. */
async function rowCells(page: Page, email: string): Promise<string[]> {
  const row = rowWith(page, email);
  await row.waitFor();
  return (await row.getByRole('cell').allInnerTexts()).map(squash);
}

const dateCell = (iso: string) => {
  const date = new Date(iso);
  return `${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date)} ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date)}`;
};

describe('workflow submissions', () => {
  it('lists questionnaires with their answers by label, progress, status and date', async () => {
    const complete = uniqueEmail('wf-complete');
    const partial = uniqueEmail('wf-partial');
    const incomplete = uniqueEmail('wf-incomplete');
    const { id: completeId } = await completeQuestionnaire(complete);
    await submitWorkflow(site.baseUrl, {
      sessionId: uniqueId('wizard'),
      completedSteps: 5,
      painPoint: 'inventory',
      currentTools: ['shopify'],
      teamSize: '2-5',
      successVision: 'Stock counts I can trust',
      name: 'Pat Partial',
      email: partial,
    });
    await submitWorkflow(site.baseUrl, {
      sessionId: uniqueId('wizard'),
      completedSteps: 3,
      painPoint: 'scheduling',
      email: incomplete,
    });
    const stored = await storedSubmission(completeId);
    expect(stored).toMatchObject({ email: complete, status: 'new', notes: null });

    const visitor = await site.desktop();
    const { page } = visitor;
    const answer = nextAnswer<ListPage<Submission>>(page, '/api/admin/workflow-submissions');
    // The newest first, as the owner looks for what just came in: by default the best fit leads,
    // and the ungraded third one could be past page 1.
    await openAdminScreen(
      visitor,
      '/admin/workflow-submissions?sort=recent',
      'Workflow Submissions',
    );
    expect(
      await page.getByText('View detailed workflow wizard responses from prospects').count(),
    ).toBe(1);
    expect(await selectedText(page, 'Sort by')).toBe('Most recent');
    const { total } = await answer;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Contact',
      'Pain Point',
      'Team Size',
      'Timeline',
      'Budget',
      'Progress',
      'Status',
      'Date',
      'Actions',
    ]);

    // Sent without a tracked visit (no score); the fit, in the Contact cell, graded from the
    // answers: budget, timeline and team size (A), team size alone (B), none of them (not graded).
    expect(await rowCells(page, complete)).toEqual([
      `Wanda Workflow ${complete} Acme Flows Fit A`,
      'Reporting takes forever',
      '6-15 people',
      'In 1-2 months',
      '$15,000-$30,000',
      'Complete',
      'New',
      dateCell(stored!.createdAt),
      'View submission from Wanda Workflow',
    ]);
    expect(
      await rowWith(page, complete)
        .getByRole('cell')
        .first()
        .getByRole('img', { name: /^Fit A: / })
        .count(),
    ).toBe(1);
    expect((await rowCells(page, partial)).slice(0, 7)).toEqual([
      `Pat Partial ${partial} Fit B`,
      'Inventory tracking',
      '2-5 people',
      '-',
      '-',
      'Partial (5/7)',
      'New',
    ]);
    expect((await rowCells(page, incomplete)).slice(0, 7)).toEqual([
      `- ${incomplete} —`,
      'Scheduling and bookings',
      '-',
      '-',
      '-',
      'Incomplete (3/7)',
      'New',
    ]);
    expect(squash(await page.getByRole('navigation', { name: 'Pagination' }).innerText())).toMatch(
      new RegExp(`^Showing 1-${Math.min(10, total)} of ${total} Previous Next$`),
    );

    // The back button.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  it('saves the status and the notes from the detail dialog', async () => {
    const email = uniqueEmail('wf-detail');
    const { id } = await completeQuestionnaire(email, 'Dora Detail');
    const stored = (await storedSubmission(id))!;

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/workflow-submissions', 'Workflow Submissions');
    const view = rowWith(page, email).getByRole('button', { name: /^View/ });
    await view.click();

    const dialog = page.getByRole('dialog', { name: 'Workflow Submission Details' });
    await dialog.waitFor();
    const created = new Date(stored.createdAt);
    expect(await dialog.getByText(/^Submitted /).textContent()).toBe(
      `Submitted ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(created)} at ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(created)}`,
    );
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Contact Information',
      'Workflow Details',
      'Status & Notes',
    ]);
    const details: [string, string][] = [
      ['Name', 'Dora Detail'],
      ['Email', email],
      ['Company', 'Acme Flows'],
      ['Progress', '7 / 7 steps'],
      ['Pain Point', 'Reporting takes forever'],
      ['Current Tools', 'Excel / Google Sheets, Slack'],
      ['Manual Process', 'Copy the orders into a sheet\nthen e-mail it to the team'],
      ['Team Size', '6-15 people'],
      ['Timeline', 'In 1-2 months'],
      ['Budget Range', '$15,000-$30,000'],
      ['Success Vision', 'Reports that build themselves every Monday'],
    ];
    for (const [term, value] of details) {
      expect(await definition(dialog, term).innerText(), term).toBe(value);
    }
    expect(await selectedText(dialog, 'Status')).toBe('New');

    // The status saves at once; the list refreshes and the dialog closes.
    await choose(dialog, 'Status', 'Qualified', page);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedSubmission(id))?.status).toBe('qualified');
    await expect.poll(async () => (await rowCells(page, email))[6]).toBe('Qualified');

    // The notes save with Save Notes.
    await view.click();
    await dialog.waitFor();
    expect(await selectedText(dialog, 'Status')).toBe('Qualified');
    const notes = 'Called on Monday.\nSend the ERP export sample.';
    await dialog.getByLabel('Admin Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedSubmission(id))?.notes).toBe(notes);

    // Both are there after a reload, under the Qualified filter kept in the URL.
    await page.goto('/admin/workflow-submissions?status=qualified');
    await waitForHeading(page, 'Workflow Submissions');
    expect(await selectedText(page, 'Filter by status')).toBe('Qualified');
    await rowWith(page, email).getByRole('button', { name: /^View/ }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Admin Notes').inputValue()).toBe(notes);
    expect(await selectedText(dialog, 'Status')).toBe('Qualified');
  });

  it('filters by status in the URL and exports the list as CSV', async () => {
    const email = uniqueEmail('wf-export');
    const { id } = await completeQuestionnaire(email);
    await api.patch(`/api/admin/workflow-submissions/${id}`, { status: 'lost' });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/workflow-submissions', 'Workflow Submissions');
    const lost = nextAnswer<ListPage<Submission>>(page, '/api/admin/workflow-submissions', (q) =>
      q.has('status'),
    );
    await choose(page, 'Filter by status', 'Lost');
    await page.waitForURL((url) => url.search === '?status=lost');
    const { items } = await lost;
    expect(items.every((item) => item.status === 'lost')).toBe(true);
    await rowWith(page, email).waitFor();

    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe(
      '/api/admin/export/workflow-submissions.csv?status=lost',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^workflow-submissions-.*\.csv$/);
    const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(header!.join(',')).toBe(
      'id,createdAt,name,email,company,painPoint,currentTools,manualProcess,teamSize,successVision,timeline,budgetRange,completedSteps,totalSteps,status,notes,' +
        'firstTouchSource,firstTouchMedium,firstTouchCampaign,firstTouchReferrer',
    );
    const row = rows.find((fields) => fields[0] === id);
    expect(row?.slice(2)).toEqual([
      'Wanda Workflow',
      email,
      'Acme Flows',
      // Answers and status as the screens show them, not as stored.
      'Reporting takes forever',
      'Excel / Google Sheets, Slack',
      'Copy the orders into a sheet\nthen e-mail it to the team',
      '6-15 people',
      'Reports that build themselves every Monday',
      'In 1-2 months',
      '$15,000-$30,000',
      '7',
      '7',
      'Lost',
      '',
      // A session id the tracker never reported: no first touch.
      '',
      '',
      '',
      '',
    ]);
    expect(rows.every((fields) => fields[14] === 'Lost')).toBe(true);

    const response = await api.fetch('/api/admin/export/workflow-submissions.csv?status=lost');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
