// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { toasts } from '../../../components/toasts/toast-store';
import { availabilityText } from '../../../lib/availability';
import { createQueryClient } from '../../../lib/query-client';
import { bookingApiAnswer } from './booking-test-api';
import { SettingsPage } from './settings-page';

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastToast = () => toasts.getSnapshot().find((toast) => toast.open);
const month = () => screen.getByLabelText('Booking month') as HTMLInputElement;
const slots = () => screen.getByLabelText('Slots left') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /Save availability|Saving/ });

beforeEach(async () => {
  fetchMock = vi.fn();
  // The Booking section's own requests are answered apart (booking-settings-card.test.tsx).
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url.startsWith('/api/admin/settings/booking')
      ? bookingApiAnswer(url)
      : url === '/api/admin/settings/reply-templates'
        ? Promise.resolve(respond(200, { templates: [], source: 'default' }))
        : fetchMock(url, init),
  );
  fetchMock.mockResolvedValueOnce(respond(200, { month: '2026-01', slotsLeft: 1, source: 'site' }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsPage />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Booking month');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the Settings screen', () => {
  it("shows what the site says now, and that it is the site's own value", () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Currently Booking: January 2026 · 1 slot remaining')).toBeTruthy();
    expect(screen.getByText("The site's own value, until you save one here.")).toBeTruthy();
    expect(month().type).toBe('month');
    expect(month().value).toBe('2026-01');
    expect(slots().type).toBe('number');
    expect(slots().value).toBe('1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/settings/availability');
  });

  it('saves a new month and number, says so, and the pages it renders show it', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.change(month(), { target: { value: '2027-03' } });
    fireEvent.change(slots(), { target: { value: '3' } });
    fireEvent.click(save());

    await waitFor(() => expect(save().textContent).toBe('Saving...'));
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/admin/settings/availability');
    expect((init as RequestInit).method).toBe('PUT');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      month: '2027-03',
      slotsLeft: 3,
    });

    fetchMock.mockResolvedValue(
      respond(200, { month: '2027-03', slotsLeft: 3, source: 'settings' }),
    );
    answer(respond(200, { month: '2027-03', slotsLeft: 3, source: 'settings' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Availability saved'));
    expect(lastToast()?.description).toBe(
      'The site now says: Currently Booking: March 2027 · 3 slots remaining.',
    );
    await screen.findByText('Currently Booking: March 2027 · 3 slots remaining');
    expect(save().textContent).toBe('Save availability');
    expect(availabilityText()).toEqual({
      bookingMonth: 'March 2027',
      slotsRemaining: '3 slots remaining',
    });
  });

  it('says what is wrong with a field before sending it', () => {
    fireEvent.change(slots(), { target: { value: '100' } });
    fireEvent.change(month(), { target: { value: '' } });
    fireEvent.click(save());
    expect(screen.getByText('slotsLeft must be a whole number from 0 to 99.')).toBeTruthy();
    expect(
      screen.getByText('month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).'),
    ).toBeTruthy();
    expect(slots().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    fetchMock.mockResolvedValueOnce(
      respond(400, { error: 'Unknown field: note.', fields: { body: 'Unknown field: note.' } }),
    );
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown field: note.');
    fetchMock.mockResolvedValueOnce(respond(403, { error: 'Only administrators can do this' }));
    fireEvent.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only administrators can do this'),
    );
  });
});
