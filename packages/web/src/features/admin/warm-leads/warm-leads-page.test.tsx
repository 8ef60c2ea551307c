// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import type { WarmLead } from './api';
import { WarmLeadsPage } from './warm-leads-page';

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const lead = (over: Partial<WarmLead>): WarmLead => ({
  sessionId: 'session-a',
  email: null,
  name: null,
  score: 55,
  pagesViewed: 3,
  timeOnSite: 42,
  calculatorCompleted: false,
  contactFormViewed: false,
  source: 'direct',
  utmCampaign: null,
  lastActivityAt: minutesAgo(5),
  deviceType: 'desktop',
  personId: null,
  fit: null,
  ...over,
});

const timeline = {
  session: {
    sessionId: 'session-hot',
    score: 72,
    email: 'ada@example.com',
    deviceType: 'desktop',
    source: 'search',
    landingPage: '/services',
    pagesViewed: 4,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastActivityAt: '2026-01-05T10:03:00.000Z',
  },
  events: [
    {
      id: 1,
      at: '2026-01-05T10:00:00.000Z',
      eventType: 'SERVICES_PAGE_VIEWED',
      label: 'Services page viewed',
      eventCategory: 'navigation',
      unscored: null,
      note: null,
      page: '/services',
      points: 20,
      runningScore: 20,
    },
    {
      id: 2,
      at: '2026-01-05T10:02:05.000Z',
      eventType: 'CALCULATOR_SUBMITTED',
      label: 'Calculator submitted',
      eventCategory: 'conversion',
      unscored: null,
      note: null,
      page: '/calculator',
      points: 30,
      runningScore: 50,
    },
  ],
};

/** The server's answer for a page of these leads, with its figures over `all` of them. */
function listOf(items: WarmLead[], all: WarmLead[] = items) {
  const withEmail = all.filter((one) => one.email).length;
  const sum = all.reduce((total, one) => total + one.score, 0);
  return {
    items,
    total: all.length,
    stats: {
      total: all.length,
      withEmail,
      anonymous: all.length - withEmail,
      avgScore: all.length ? Math.round(sum / all.length) : 0,
    },
  };
}

const FIRST_PAGE = '/api/admin/warm-leads?limit=10&offset=0';

let fetchMock: ReturnType<typeof vi.fn>;
const routes = new Map<string, () => Response>();

const onSearchChange = vi.fn();

function renderPage(page?: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WarmLeadsPage page={page} onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  routes.clear();
  fetchMock = vi.fn((path: string) => {
    const answer = routes.get(path);
    return Promise.resolve(answer ? answer() : respond(404, { error: 'not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the warm leads screen', () => {
  it('shows the totals, the intro, the tips and one row per lead', async () => {
    routes.set(FIRST_PAGE, () =>
      respond(
        200,
        listOf([
          lead({
            sessionId: 'session-hot',
            email: 'ada@example.com',
            score: 72,
            timeOnSite: 125,
            calculatorCompleted: true,
            contactFormViewed: true,
            source: 'search',
            utmCampaign: 'spring',
            lastActivityAt: minutesAgo(60 * 26),
            fit: { grade: 'D', score: 20, because: ['Estimate $2,000'] },
          }),
          lead({ sessionId: 'session-b', score: 63, source: '', deviceType: 'mobile' }),
          lead({ sessionId: 'session-c', score: 51 }),
        ]),
      ),
    );
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading warm leads...');
    expect(await screen.findByText('Total Warm Leads')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Warm Leads' })).toBeTruthy();
    expect(screen.getByText('Engaged visitors (50-74 points) ready for nurturing')).toBeTruthy();
    expect(screen.getByText('33% contactable')).toBeTruthy();
    expect(screen.getByText('Need email capture')).toBeTruthy();
    expect(screen.getByText('Out of 75 (hot lead)')).toBeTruthy();
    expect(screen.getByText(/3 visitors are getting close to becoming hot leads/)).toBeTruthy();
    expect(screen.getByText(/Free MVP Planning Checklist/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/warm-leads.csv',
    );

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Contact',
      'Score',
      'Activity',
      'Source',
      'Last Seen',
      'Actions',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('ada@example.com')).toBeTruthy();
    expect(first.getByText('Contactable')).toBeTruthy();
    // The fit beside the score, in the spec's Score cell.
    const score = within(first.getAllByRole('cell')[1]!);
    expect(score.getByText('72')).toBeTruthy();
    expect(score.getByRole('img', { name: 'Fit D: Estimate $2,000' }).textContent).toBe('Fit D');
    expect(first.getByText('3 to hot')).toBeTruthy();
    expect(first.getByText('3 pages, 2m 5s')).toBeTruthy();
    expect(first.getByText('Used calculator')).toBeTruthy();
    expect(first.getByText('Viewed contact')).toBeTruthy();
    expect(first.getByText('spring')).toBeTruthy();
    expect(first.getByText('1d ago')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Anonymous')).toBeTruthy();
    expect(second.getByText('No email')).toBeTruthy();
    expect(second.queryByRole('img', { name: /^Fit/ })).toBeNull();
    expect(second.getByText('12 to hot')).toBeTruthy();
    expect(second.getByText('3 pages, 42s')).toBeTruthy();
    expect(second.getByText('direct')).toBeTruthy();
    expect(second.getByText('Just now')).toBeTruthy();
    expect(second.getByText('mobile')).toBeTruthy();
  });

  it('opens the session timeline in a dialog', async () => {
    routes.set(FIRST_PAGE, () =>
      respond(
        200,
        listOf([lead({ sessionId: 'session-hot', email: 'ada@example.com', score: 72 })]),
      ),
    );
    routes.set('/api/admin/sessions/session-hot', () => respond(200, timeline));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^View Session/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeline' });
    expect(within(dialog).getByText('Loading session...')).toBeTruthy();
    expect(await within(dialog).findByText('Calculator submitted')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('+2m 5s')).toBeTruthy();
    expect(within(rows[1]!).getByText('+30')).toBeTruthy();
    expect(within(rows[1]!).getByText('50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Became warm')).toBeTruthy();
  });

  it('says when a session cannot be loaded', async () => {
    routes.set(FIRST_PAGE, () => respond(200, listOf([lead({ sessionId: 'gone' })])));
    routes.set('/api/admin/sessions/gone', () => respond(404, { error: 'No session' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^View Session/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load this session');
    expect(alert.textContent).toContain('This session no longer exists.');
  });

  it("shows the server's figures over every warm lead, and pages ten at a time", async () => {
    const all = Array.from({ length: 25 }, (_, index) =>
      lead({
        sessionId: `session-${index}`,
        email: index < 5 ? `lead-${index}@example.com` : null,
        name: index === 0 ? 'Ada Lovelace' : null,
        score: 74 - index,
      }),
    );
    routes.set('/api/admin/warm-leads?limit=10&offset=10', () =>
      respond(200, listOf(all.slice(10, 20), all)),
    );
    renderPage(2);
    expect(await screen.findByText('Showing 11-20 of 25')).toBeTruthy();
    const card = (title: string) => screen.getByText(title).closest('li')!;
    expect(within(card('Total Warm Leads')).getByText('25')).toBeTruthy();
    expect(within(card('With Email')).getByText('5')).toBeTruthy();
    expect(screen.getByText('20% contactable')).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: undefined, page: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: undefined, page: undefined });
  });

  it('shows the empty state without the tips', async () => {
    routes.set(FIRST_PAGE, () => respond(200, listOf([])));
    renderPage();
    expect(await screen.findByText('No warm leads yet')).toBeTruthy();
    expect(screen.queryByText('Nurture tips')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    routes.set(FIRST_PAGE, () => respond(500, { error: 'boom' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load warm leads');
  });
});
