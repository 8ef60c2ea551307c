// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AnalyticsPage } from './analytics-page';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));
vi.mock('./trends-chart', () => ({ default: () => <div data-testid="trends-chart" /> }));

const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const REPORTS: Record<string, unknown> = {
  '/api/admin/analytics/summary': {
    totalSessions: 40,
    hotLeads: 2,
    warmLeads: 6,
    engagedLeads: 12,
    coldLeads: 20,
    emailCaptureRate: 50,
    avgTimeToHotLead: 125,
  },
  '/api/admin/analytics/trends': [
    { date: '2026-01-04', hotLeads: 0, warmLeads: 0, engagedLeads: 0 },
    { date: '2026-01-05', hotLeads: 2, warmLeads: 6, engagedLeads: 12 },
  ],
  '/api/admin/analytics/paths': [{ path: '/calculator', avgScore: 61.5, count: 7 }],
  '/api/admin/analytics/sources': [
    {
      source: 'search',
      sessions: 10,
      hotLeads: 1,
      conversionRate: 10,
      paid: { sessions: 4, hotLeads: 1, conversionRate: 25 },
      organic: { sessions: 6, hotLeads: 0, conversionRate: 0 },
    },
    { source: 'direct', sessions: 30, hotLeads: 1, conversionRate: 3.3 },
  ],
  '/api/admin/analytics/campaigns': [
    {
      campaign: 'spring',
      source: 'google',
      medium: 'cpc',
      sessions: 4,
      hotLeads: 1,
      conversionRate: 25,
    },
  ],
  '/api/admin/analytics/referrers': [
    { domain: 'news.example.org', sessions: 3, hotLeads: 0, conversionRate: 0 },
  ],
  '/api/admin/analytics/revenue': [
    {
      source: 'search',
      medium: 'cpc',
      campaign: 'spring',
      sessions: 4,
      leads: 2,
      callsBooked: 1,
      won: 1,
      wonValue: 12000,
    },
    {
      source: null,
      medium: null,
      campaign: null,
      sessions: 0,
      leads: 1,
      callsBooked: 0,
      won: 0,
      wonValue: 0,
    },
  ],
};
const requested: string[] = [];

function renderPage(answer: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(answer(url.split('?')[0]!));
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalyticsPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics screen', () => {
  it('shows the cards, funnel, insights, trends, paths and sources', async () => {
    renderPage((path) => respond(200, REPORTS[path]));
    expect(await screen.findByText('Total Visitors')).toBeTruthy();
    expect(screen.getByText('5.0% conversion rate')).toBeTruthy();
    expect(screen.getByText('50.0%')).toBeTruthy();
    expect(screen.getByText('Of hot leads contacted')).toBeTruthy();
    expect(screen.getByText('2m 5s')).toBeTruthy();
    expect(screen.getByText('Time on site before hot lead')).toBeTruthy();

    expect(screen.getByText('Hot (75+)')).toBeTruthy();
    expect(screen.getByText('20 sessions (50.0%)')).toBeTruthy();
    expect(screen.getByText('System Generating Leads')).toBeTruthy();
    expect(screen.getByText('Nurture Warm Leads')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See warm leads' }).getAttribute('href')).toBe(
      '/admin/warm-leads',
    );
    expect(screen.queryByText('Low Email Capture')).toBeNull();
    expect(screen.queryByText('Low Conversion Rate')).toBeNull();

    const trends = screen.getByRole('table', { name: /per day, last 7 days/ });
    const days = within(trends).getAllByRole('row').slice(1);
    expect(within(days[0]!).getByText('No leads')).toBeTruthy();
    expect(within(days[1]!).getByRole('rowheader').textContent).toBe('Mon, Jan 5');
    expect(within(days[1]!).getByText('12')).toBeTruthy();

    const paths = screen.getByRole('table', { name: /Top conversion paths/ });
    expect(within(paths).getByText('/calculator')).toBeTruthy();
    expect(within(paths).getByText('61.5')).toBeTruthy();

    const sources = screen.getByRole('table', { name: /Traffic sources/ });
    expect(within(sources).getByText('10.0%').dataset.tone).toBe('success');
    expect(within(sources).getByText('3.3%').dataset.tone).toBe('neutral');
    const paid = within(sources).getByText('Search (paid)').closest('tr')!;
    expect(within(paid).getByText('25.0%')).toBeTruthy();
    expect(within(sources).getByText('Search (organic)')).toBeTruthy();

    expect(
      within(screen.getByRole('table', { name: /Campaigns/ })).getByText('google / cpc'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: /Referrer domains/ })).getByText('news.example.org'),
    ).toBeTruthy();
    const revenue = screen.getByRole('table', { name: /Where clients come from/ });
    expect(within(revenue).getByText('$12,000')).toBeTruthy();
    expect(within(revenue).getByText('Not tracked')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where clients come from' })).toBeTruthy();
  });

  it('asks every report for the last 30 days by default, the trends for its last 7', () => {
    requested.length = 0;
    renderPage((path) => respond(200, REPORTS[path]));
    const range = (url: string) => new URLSearchParams(url.split('?')[1]);
    const days = (url: string) => {
      const query = range(url);
      return (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000 + 1;
    };
    expect(requested).toHaveLength(7);
    for (const url of requested) expect(days(url), url).toBe(url.includes('/trends') ? 7 : 30);
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('stays quiet when the reports cannot be loaded', async () => {
    renderPage(() => respond(500, { error: 'boom' }));
    expect((await screen.findAllByText(/Not available right now/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Analytics Dashboard' })).toBeTruthy();
  });
});
