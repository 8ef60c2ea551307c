// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetupChecklist } from '@leadline/domain';
import { createQueryClient } from '../../../lib/query-client';
import { settingsKeys } from '../settings/api';
import { SetupCard } from './setup-card';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const CHECKLIST: SetupChecklist = {
  items: [
    {
      id: 'mail',
      title: 'No mail server: no mail is sent',
      fix: [
        { text: 'Every mail waits in the ' },
        { text: 'Outbox', to: '/admin/outbox' },
        { text: '. Set ' },
        { code: 'SMTP_URL' },
        { text: ' and restart the server.' },
      ],
    },
    {
      id: 'availability',
      title: 'The availability month has passed (January 2026)',
      fix: [
        { text: 'Set the month you are booking now in ' },
        { text: 'Settings', to: '/admin/settings' },
        { text: '.' },
      ],
    },
    {
      id: 'copyright-year',
      title: 'The copyright year is not 2026',
      fix: [{ text: 'Set ' }, { code: 'copyrightYear: 2026' }, { text: ' in site.yaml.' }],
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let client: QueryClient;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const card = () => screen.getByRole('region', { name: 'Finish setting up' });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  client = createQueryClient();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = () =>
  render(
    <QueryClientProvider client={client}>
      <SetupCard />
    </QueryClientProvider>,
  );

describe('the setup card', () => {
  it('lists each open item with its fix: names as code, screens as links', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, CHECKLIST));
    renderCard();
    await screen.findByRole('heading', { level: 2, name: 'Finish setting up' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/setup');
    expect(
      within(card()).getByText('3 things are not configured yet.', { exact: false }),
    ).toBeTruthy();

    const items = within(card()).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(CHECKLIST.items.map((item) => item.title));
    expect(items[0]!.textContent).toContain(
      'Every mail waits in the Outbox. Set SMTP_URL and restart the server.',
    );
    expect(within(items[0]!).getByText('SMTP_URL').tagName).toBe('CODE');
    expect(within(items[0]!).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe(
      '/admin/outbox',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    expect(within(items[2]!).getByText('copyrightYear: 2026').tagName).toBe('CODE');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
  });

  it('says one thing in the singular', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { items: CHECKLIST.items.slice(2) }));
    renderCard();
    expect(
      (await screen.findByText('One thing is not configured yet.', { exact: false })).textContent,
    ).toBe('One thing is not configured yet. This card goes once everything is.');
  });

  it('shows nothing once everything is configured', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { items: [] }));
    const { container } = renderCard();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.innerHTML).toBe('');
  });

  it('says it is loading, then shows a failure as an alert', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderCard();
    expect(screen.getByRole('status').textContent).toBe('Loading your setup checklist...');
    answer(respond(500, { error: 'Internal Server Error' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to check your setup. Please try refreshing the page.',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks again when a setting is saved, and goes once nothing is open', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { items: CHECKLIST.items.slice(1, 2) }));
    renderCard();
    await screen.findByRole('region', { name: 'Finish setting up' });
    fetchMock.mockResolvedValueOnce(respond(200, { items: [] }));
    await client.invalidateQueries({ queryKey: settingsKeys.all });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
