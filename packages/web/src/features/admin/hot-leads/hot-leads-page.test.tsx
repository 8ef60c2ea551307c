// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { toasts } from '../../../components/toasts/toast-store';
import type { HotLead } from './api';
import { HotLeadsPage } from './hot-leads-page';
import { hotLead } from './test-data';

vi.mock('@tanstack/react-router', () => ({
  Link: ({
    to,
    hash,
    className,
    children,
  }: {
    to: string;
    hash?: string;
    className?: string;
    children: ReactNode;
  }) => (
    <a href={hash ? `${to}#${hash}` : to} className={className}>
      {children}
    </a>
  ),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A tiny stand-in for the hot-leads API: filters like the server, applies PATCHes. */
function fakeApi(leads: HotLead[], { failPatch = false } = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ method, url, body });
    if (method === 'PATCH') {
      if (failPatch) return json(500, { error: 'Internal server error' });
      const flags = body as { notified?: boolean; contacted?: boolean };
      const lead = leads.find((candidate) => url.endsWith(candidate.id))!;
      if (flags.notified !== undefined) lead.notified = flags.notified;
      if (flags.contacted) lead.contacted = lead.notified = true;
      return json(200, lead);
    }
    if (url.startsWith('/api/admin/sessions/')) return json(200, TIMELINE);
    const query = new URL(url, 'http://x').searchParams;
    let list = leads;
    if (query.get('notified') === 'false') list = list.filter((lead) => !lead.notified);
    if (query.get('contacted') === 'true') list = list.filter((lead) => lead.contacted);
    const offset = Number(query.get('offset'));
    const sum = leads.reduce((total, lead) => total + lead.score, 0);
    return json(200, {
      items: list.slice(offset, offset + Number(query.get('limit'))),
      total: list.length,
      stats: {
        total: leads.length,
        unnotified: leads.filter((lead) => !lead.notified).length,
        contacted: leads.filter((lead) => lead.contacted).length,
        avgScore: leads.length ? Math.round(sum / leads.length) : 0,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const TIMELINE = {
  session: {
    sessionId: 'session-1',
    score: 80,
    pagesViewed: 1,
    createdAt: '2026-01-05T15:00:00.000Z',
    landingPage: '/',
    source: 'direct',
    deviceType: 'desktop',
  },
  events: [
    {
      id: 1,
      at: '2026-01-05T15:00:00.000Z',
      eventType: 'PAGE_VIEW',
      label: 'Page view',
      eventCategory: 'engagement',
      page: '/blog',
      points: 5,
      unscored: null,
      note: null,
      runningScore: 5,
    },
    {
      id: 2,
      at: '2026-01-05T15:00:05.000Z',
      eventType: 'PAGE_VIEW',
      label: 'Page view',
      eventCategory: 'engagement',
      page: '/blog',
      points: 0,
      unscored: 'already_counted',
      note: 'already counted for /blog',
      runningScore: 5,
    },
  ],
};

const onSearchChange = vi.fn();
const renderPage = (filter?: 'new' | 'contacted', page?: number, sort?: 'score' | 'fit') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HotLeadsPage filter={filter} page={page} sort={sort} onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );

const LEADS = () => [
  hotLead({
    id: 'a1',
    email: 'ann@example.com',
    name: 'Ann Example',
    score: 91,
    qualificationReasons: [
      'used_calculator',
      'viewed_services',
      'read_blog_post',
      'deep_scroll',
      'five_minutes_on_site',
    ],
    leadId: 'lead-1',
    leadKind: 'calculator',
    fit: { grade: 'A', score: 80, because: ['Budget $15,000-$30,000', 'Timeline: In 1-2 months'] },
    session: {
      pagesViewed: 7,
      timeOnSite: 325,
      deviceType: 'desktop',
      isReturningVisitor: true,
      referralSource: 'google',
    },
  }),
  hotLead({ id: 'b2', score: 78, notified: true, qualificationReasons: ['viewed_services'] }),
  hotLead({
    id: 'c3',
    score: 80,
    notified: true,
    contacted: true,
    leadId: 'msg-3',
    leadKind: 'contact',
  }),
];

const row = (text: string) => screen.getByText(text).closest('tr')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the hot leads screen', () => {
  let calls: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    calls = fakeApi(LEADS());
  });

  it('shows the cards, the filter counts and a row per lead', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hot Leads Dashboard' })).toBeTruthy();
    expect(screen.getByText('High-intent visitors with 75+ engagement score')).toBeTruthy();
    await screen.findByText('ann@example.com');
    const card = (title: string) => screen.getByText(title, { selector: 'dt' }).nextElementSibling;
    expect(card('Total Hot Leads')?.textContent).toBe('3');
    expect(card('New (Unnotified)')?.textContent).toBe('1');
    expect(card('Contacted')?.textContent).toBe('1');
    expect(card('Avg Score')?.textContent).toBe('83');
    expect(screen.getByRole('button', { name: 'All (3)', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New (1)', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contacted (1)', pressed: false })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Status',
      'Contact',
      'Score & Activity',
      'Engagement',
      'Date',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/hot-leads?limit=10&offset=0']);
    expect(screen.getByText('Showing 1-3 of 3')).toBeTruthy();
  });

  it('asks for the order in the URL, and puts a new one there (from page 1)', async () => {
    renderPage('new', undefined, 'fit');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual([
        '/api/admin/hot-leads?notified=false&sort=fit&limit=10&offset=0',
      ]),
    );
    fireEvent.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Score' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ filter: 'new', sort: 'score' });
    expect(screen.getByRole('table', { name: 'Hot leads, fit' })).toBeTruthy();
  });

  it('writes each row per the spec', async () => {
    renderPage();
    const ann = within(await screen.findByText('ann@example.com').then((el) => el.closest('tr')!));
    expect(ann.getByText('NEW')).toBeTruthy();
    expect(ann.getByText('91')).toBeTruthy();
    // The fit beside the score, in the spec's Score & Activity cell.
    const activity = within(ann.getAllByRole('cell')[2]!);
    expect(activity.getByText('91')).toBeTruthy();
    expect(
      activity.getByRole('img', {
        name: 'Fit A: Budget $15,000-$30,000 · Timeline: In 1-2 months',
      }).textContent,
    ).toBe('Fit A');
    expect(ann.getByText('7 pages viewed')).toBeTruthy();
    expect(ann.getByText('5m 25s on site')).toBeTruthy();
    expect(ann.getByText('desktop')).toBeTruthy();
    expect(ann.getByText('used calculator')).toBeTruthy();
    expect(ann.getByText('read blog post')).toBeTruthy();
    expect(ann.queryByText('deep scroll')).toBeNull();
    expect(ann.getByRole('button', { name: /^Mark Viewed/ })).toBeTruthy();
    expect(ann.getByRole('button', { name: /^Mark Contacted/ })).toBeTruthy();
    expect(ann.getByRole('link', { name: /^View Lead/ }).getAttribute('href')).toBe(
      '/admin/leads#lead-1',
    );

    const viewed = within(screen.getAllByText('Anonymous')[0]!.closest('tr')!);
    expect(viewed.getByText('Viewed')).toBeTruthy();
    // Anonymous: no address, so no fit.
    expect(viewed.queryByRole('img', { name: /^Fit/ })).toBeNull();
    expect(viewed.queryByRole('button', { name: /^Mark Viewed/ })).toBeNull();
    expect(viewed.getByRole('button', { name: /^Mark Contacted/ })).toBeTruthy();
    expect(viewed.queryByRole('link')).toBeNull();

    const contacted = within(screen.getByText('Contacted', { selector: 'span' }).closest('tr')!);
    expect(contacted.queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(contacted.getByRole('button', { name: /^View Session/ })).toBeTruthy();
    expect(contacted.getByRole('link', { name: /^View Lead/ }).getAttribute('href')).toBe(
      '/admin/contacts#msg-3',
    );
  });

  it("opens 'Hot Lead Details' from '+N more' with every reason", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^\+2 more/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hot Lead Details' });
    const details = within(dialog);
    expect(details.getByText('ann@example.com')).toBeTruthy();
    expect(details.getByText('Ann Example')).toBeTruthy();
    expect(details.getByText('5m 25s')).toBeTruthy();
    expect(details.getByText('Yes')).toBeTruthy();
    expect(details.getByText('google')).toBeTruthy();
    for (const reason of ['used calculator', 'deep scroll', 'five minutes on site']) {
      expect(details.getByText(reason)).toBeTruthy();
    }
  });

  it('marks a lead viewed, then contacted, and the badge follows', async () => {
    renderPage();
    await screen.findByText('ann@example.com');
    fireEvent.click(within(row('ann@example.com')).getByRole('button', { name: /^Mark Viewed/ }));
    await waitFor(() => expect(within(row('ann@example.com')).getByText('Viewed')).toBeTruthy());
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/hot-leads/a1',
      body: { notified: true },
    });
    expect(screen.getByRole('button', { name: 'New (0)' })).toBeTruthy();

    fireEvent.click(
      within(row('ann@example.com')).getByRole('button', { name: /^Mark Contacted/ }),
    );
    await waitFor(() => expect(within(row('ann@example.com')).getByText('Contacted')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      contacted: true,
    });
    expect(within(row('ann@example.com')).queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Contacted (2)' })).toBeTruthy();
  });

  it("asks the API for the filter's page and counts from the server's stats", async () => {
    renderPage('new');
    await screen.findByText('ann@example.com');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'All (3)', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New (1)', pressed: true })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/hot-leads?notified=false&limit=10&offset=0',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Contacted (1)' }));
    expect(onSearchChange).toHaveBeenCalledWith({ filter: 'contacted' });
    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ filter: undefined });
  });

  it("pages ten at a time with 'Showing a-b of total'", async () => {
    calls = fakeApi(
      Array.from({ length: 12 }, (_, index) =>
        hotLead({ id: `lead-${index}`, email: `lead-${index}@example.com`, score: 75 + index }),
      ),
    );
    renderPage(undefined, 2);
    await screen.findByText('lead-10@example.com');
    expect(screen.getByText('Showing 11-12 of 12')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/hot-leads?limit=10&offset=10']);
    const card = (title: string) => screen.getByText(title, { selector: 'dt' }).nextElementSibling;
    expect(card('Total Hot Leads')?.textContent).toBe('12');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSearchChange).toHaveBeenCalledWith({ filter: undefined, page: undefined });
  });

  it("shows the visitor's name, and opens the session timeline from 'View Session'", async () => {
    calls = fakeApi([hotLead({ email: 'ada@example.com', name: 'Ada Lovelace' })]);
    renderPage();
    const ada = within(row(await screen.findByText('Ada Lovelace').then((el) => el.textContent!)));
    expect(ada.getByText('ada@example.com')).toBeTruthy();
    fireEvent.click(ada.getByRole('button', { name: /^View Session/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Session Timeline' }));
    expect(dialog.getByText('Ada Lovelace (ada@example.com), score 80')).toBeTruthy();
    expect(await dialog.findByText('already counted for /blog')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/sessions/session-1');
  });

  it('links the CSV export under the current filter', async () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/export/hot-leads.csv');
    expect(link.hasAttribute('download')).toBe(true);
    await screen.findByText('ann@example.com');
    cleanup();
    renderPage('new');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/hot-leads.csv?notified=false',
    );
    await screen.findAllByRole('row');
  });
});

describe('the hot leads screen, when things go wrong or are empty', () => {
  it('says so when there are no hot leads', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('No hot leads yet')).toBeTruthy();
    expect(
      screen.getByText('Hot leads will appear here when visitors reach 75+ engagement score'),
    ).toBeTruthy();
  });

  it("shows 'Failed to fetch hot leads' on a non-OK answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'Internal server error' })),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch hot leads');
  });

  it("toasts 'Failed to update hot lead' when an update fails", async () => {
    fakeApi(LEADS(), { failPatch: true });
    renderPage();
    await screen.findByText('ann@example.com');
    fireEvent.click(within(row('ann@example.com')).getByRole('button', { name: /^Mark Viewed/ }));
    await waitFor(() =>
      expect(toasts.getSnapshot().find((toast) => toast.open)).toMatchObject({
        title: 'Failed to update hot lead',
        variant: 'destructive',
      }),
    );
    expect(within(row('ann@example.com')).getByText('NEW')).toBeTruthy();
  });
});
