// @vitest-environment happy-dom
import { defaultBookingSettings } from '@leadline/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { toasts } from '../../../components/toasts/toast-store';
import { createQueryClient } from '../../../lib/query-client';
import { BookingSettingsCard } from './booking-settings-card';
import { nextInterval } from './booking-hours';
import { bookingApiAnswer, TEST_FEED_URL } from './booking-test-api';

let writes: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const openToast = () => toasts.getSnapshot().find((toast) => toast.open);
const form = () => screen.getByRole('form', { name: 'Booking hours' });
const sentBody = () => JSON.parse((writes.mock.calls[0]![1] as RequestInit).body as string);

beforeEach(async () => {
  writes = vi.fn();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    init?.method === 'PUT' || init?.method === 'POST' ? writes(url, init) : bookingApiAnswer(url),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingSettingsCard />
    </QueryClientProvider>,
  );
  await screen.findByRole('form', { name: 'Booking hours' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe("Settings' Booking section", () => {
  it('shows the saved zone, hours and numbers, and the feed URL', async () => {
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/Berlin');
    expect((screen.getByLabelText('Monday 1: from') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Friday 1: until') as HTMLInputElement).value).toBe('17:00');
    expect(
      within(screen.getByRole('group', { name: 'Saturday' })).getByText('No calls'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Meeting length (minutes)') as HTMLInputElement).value).toBe(
      '30',
    );
    const feed = (await screen.findByLabelText('Calendar feed URL')) as HTMLInputElement;
    expect(feed.value).toBe(TEST_FEED_URL);
  });

  it('adds and removes intervals and saves only the settings, confirming', async () => {
    writes.mockResolvedValue(respond(200, defaultBookingSettings('Europe/Berlin')));
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday 09:00–17:00' }));
    fireEvent.change(screen.getByLabelText('Buffer between calls (minutes)'), {
      target: { value: '10' },
    });
    fireEvent.submit(form());
    await waitFor(() => expect(openToast()?.title).toBe('Booking hours saved'));
    const [url, init] = writes.mock.calls[0]!;
    expect(url).toBe('/api/admin/settings/booking');
    expect((init as RequestInit).method).toBe('PUT');
    expect(sentBody()).toMatchObject({
      timeZone: 'Europe/Berlin',
      bufferMinutes: 10,
      meetingMinutes: 30,
      weeklyHours: { sat: [{ start: '09:00', end: '17:00' }], fri: [] },
    });
  });

  it("refuses an interval that ends before it starts, with the schema's message", () => {
    fireEvent.change(screen.getByLabelText('Monday 1: until'), { target: { value: '08:00' } });
    fireEvent.submit(form());
    expect(screen.getByText('An interval must start before it ends.')).toBeTruthy();
    expect(screen.getByLabelText('Monday 1: from').getAttribute('aria-invalid')).toBe('true');
    expect(writes).not.toHaveBeenCalled();
  });

  it('makes a new feed URL only after a confirmation', async () => {
    await screen.findByLabelText('Calendar feed URL');
    writes.mockResolvedValue(respond(200, { url: 'http://localhost/new.ics' }));
    fireEvent.click(screen.getByRole('button', { name: 'New URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new feed URL?' });
    expect(writes).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new URL' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Calendar feed URL') as HTMLInputElement).value).toBe(
        'http://localhost/new.ics',
      ),
    );
    expect(writes.mock.calls[0]![0]).toBe('/api/admin/settings/booking/feed/rotate');
  });
});

describe('nextInterval', () => {
  it('starts a day with the working day, then adds an hour after the last interval', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextInterval([{ start: '09:00', end: '12:30' }])).toEqual({
      start: '13:30',
      end: '14:30',
    });
    expect(nextInterval([{ start: '09:00', end: '23:30' }])).toEqual({
      start: '22:00',
      end: '23:00',
    });
  });
});
