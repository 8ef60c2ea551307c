// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import type { WorkflowSubmission } from './api';
import type { WorkflowSearch } from './search';
import { WorkflowSubmissionsPage } from './workflow-submissions-page';

/** The URL's hash (a row anchor, from Hot Leads' 'View Lead'), as the router answers it. */
let hash = '';
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useLocation: ({ select }: { select: (location: { hash: string }) => string }) => select({ hash }),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function submission(overrides: Partial<WorkflowSubmission> = {}): WorkflowSubmission {
  return {
    id: 'w1',
    name: 'Ann Lee',
    email: 'ann@example.com',
    company: 'Acme',
    painPoint: 'data_entry',
    currentTools: ['excel', 'quickbooks'],
    manualProcess: 'Copying orders\ninto the ledger',
    teamSize: '6-15',
    successVision: 'One screen for everything',
    timeline: 'asap',
    budgetRange: '5k-15k',
    completedSteps: 7,
    totalSteps: 7,
    sessionId: 's1',
    status: 'new',
    notes: null,
    createdAt: '2026-01-05T15:07:00.000Z',
    personId: null,
    fit: {
      grade: 'B',
      score: 61,
      because: ['Budget $5,000-$15,000', 'Timeline: As soon as possible'],
    },
    score: 42,
    personStage: null,
    ...overrides,
  };
}

const PARTIAL = submission({
  id: 'w2',
  name: null,
  email: null,
  fit: null,
  score: null,
  company: null,
  painPoint: 'reporting',
  currentTools: [],
  manualProcess: null,
  teamSize: null,
  successVision: null,
  timeline: null,
  budgetRange: null,
  completedSteps: 2,
  status: 'contacted',
  // The server always dates a submission; the spec still asks for 'Unknown date' without one.
  createdAt: null as unknown as string,
});

function fakeApi(items: WorkflowSubmission[], total = items.length, listStatus = 200) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ method, url, body });
    if (method === 'PATCH') {
      const item = items.find((candidate) => url.endsWith(candidate.id))!;
      Object.assign(item, body);
      return json(200, item);
    }
    if (listStatus !== 200) return json(listStatus, { error: 'Internal server error' });
    return json(200, { items, total });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const onSearchChange =
  vi.fn<(search: WorkflowSearch, options?: { replace?: boolean; hash?: string }) => void>();
const renderPage = (search: WorkflowSearch = {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WorkflowSubmissionsPage {...search} onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );

afterEach(() => {
  hash = '';
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the workflow submissions screen', () => {
  it('shows the heading, the back button and a row per submission with human labels', async () => {
    const calls = fakeApi([submission(), PARTIAL]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Workflow Submissions' })).toBeTruthy();
    expect(screen.getByText('View detailed workflow wizard responses from prospects')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual([
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
    const ann = within(screen.getByText('Ann Lee').closest('tr')!);
    for (const text of [
      'ann@example.com',
      'Acme',
      'Manual data entry',
      '6-15 people',
      'As soon as possible',
      '$5,000-$15,000',
      'Complete',
      'New',
      'Jan 5, 2026',
    ]) {
      expect(ann.getByText(text)).toBeTruthy();
    }
    // The fit and the session's score in the Contact cell.
    const contact = within(ann.getAllByRole('cell')[0]!);
    expect(contact.getByText('Score 42')).toBeTruthy();
    expect(
      contact.getByRole('img', {
        name: 'Fit B: Budget $5,000-$15,000 · Timeline: As soon as possible',
      }).textContent,
    ).toBe('Fit B');
    const partial = within(screen.getByText('Reporting takes forever').closest('tr')!);
    // Anonymous: no session score here, and no grade at all.
    expect(partial.queryByText(/^Fit/)).toBeNull();
    expect(partial.queryByText(/^Score/)).toBeNull();
    expect(partial.queryByRole('img', { name: /^Fit/ })).toBeNull();
    expect(partial.getByText('Incomplete (2/7)')).toBeTruthy();
    expect(partial.getByText('Contacted')).toBeTruthy();
    expect(partial.getAllByText('-')).toHaveLength(6);
    expect(screen.getByText('Showing 1-2 of 2')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/workflow-submissions?limit=10&offset=0');
  });

  it('asks for the filtered page and exports under the same filter', async () => {
    const calls = fakeApi([submission({ status: 'qualified' })], 23);
    renderPage({ status: 'qualified', page: 3 });
    await screen.findByText('Ann Lee');
    expect(calls[0]?.url).toBe(
      '/api/admin/workflow-submissions?status=qualified&limit=10&offset=20',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/workflow-submissions.csv?status=qualified',
    );
    expect(screen.getByText('Showing 21-23 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSearchChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'qualified', page: 2 });
  });

  it('pages from the first page and back without a page in the URL', async () => {
    fakeApi([submission()], 12);
    renderPage({ page: 2 });
    await screen.findByText('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: undefined, page: undefined });
  });

  it('offers the way back from a page past the end', async () => {
    fakeApi([], 12);
    renderPage({ page: 4 });
    expect(await screen.findByText('No workflow submissions found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: undefined, page: undefined });
  });

  it('says when there is nothing, and when the list fails', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('No workflow submissions found.')).toBeTruthy();
    cleanup();
    fakeApi([], 0, 500);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch workflow submissions',
    );
  });

  it('shows the details, saves the notes, refreshes the list and closes', async () => {
    const calls = fakeApi([submission(), PARTIAL]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'View submission from Ann Lee' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Workflow Submission Details' }),
    );
    expect(dialog.getByText(/^Submitted Jan 5, 2026 at/)).toBeTruthy();
    for (const heading of ['Contact Information', 'Workflow Details', 'Status & Notes']) {
      expect(dialog.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(dialog.getByText('7 / 7 steps')).toBeTruthy();
    expect(dialog.getByText('Excel / Google Sheets, QuickBooks')).toBeTruthy();
    expect(dialog.getByText('One screen for everything')).toBeTruthy();
    expect(dialog.getByRole('combobox', { name: 'Status' })).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Admin Notes'), { target: { value: 'Call Monday' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/workflow-submissions/w1',
      body: { notes: 'Call Monday' },
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it("says 'Unknown date' and shows dashes for a partial questionnaire", async () => {
    fakeApi([PARTIAL]);
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'View submission from an anonymous visitor' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Unknown date')).toBeTruthy();
    expect(dialog.getByText('2 / 7 steps')).toBeTruthy();
    expect(dialog.getAllByText('-').length).toBeGreaterThanOrEqual(9);
  });

  it('focuses and highlights the questionnaire the URL names', async () => {
    fakeApi([submission(), PARTIAL]);
    hash = 'w2';
    renderPage();
    const row = await screen.findByRole('row', { name: /reporting takes forever/i });
    expect(row.id).toBe('w2');
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(row.className).toContain('ring-primary');
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('moves to the page of a questionnaire the URL names, keeping the anchor', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => submission({ id: `w${i + 1}` }));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const query = new URL(url, 'http://admin.test').searchParams;
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        return json(200, { items: rows.slice(offset, offset + limit), total: rows.length });
      }),
    );
    hash = 'w13';
    renderPage({ sort: 'recent' });
    await waitFor(() =>
      expect(onSearchChange).toHaveBeenCalledWith(
        { status: undefined, sort: 'recent', page: 2 },
        { replace: true, hash: 'w13' },
      ),
    );
    // Looked for in the order on screen, a hundred rows at a time.
    expect(calls).toContain('/api/admin/workflow-submissions?sort=recent&limit=100&offset=0');
  });
});
