// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { BookingWidget } from './booking-widget';
import { BOOKING_PREFILL_KEY } from './prefill';
import { groupSlotsByDay, visitorTimeZone } from './slot-days';

const { trackedSessionId } = vi.hoisted(() => ({ trackedSessionId: vi.fn(() => 'session-book') }));
vi.mock('../tracking/tracker', () => ({ trackedSessionId, trackEvent: vi.fn() }));

const SLOTS = [
  { start: '2030-01-07T14:00:00.000Z', end: '2030-01-07T14:30:00.000Z' },
  { start: '2030-01-07T14:30:00.000Z', end: '2030-01-07T15:00:00.000Z' },
  { start: '2030-01-08T15:00:00.000Z', end: '2030-01-08T15:30:00.000Z' },
];
const [firstDay] = groupSlotsByDay(SLOTS, visitorTimeZone());

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit).method ?? 'GET') === method);

function answer(book: () => Response) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
    init.method === 'POST' ? book() : respond(200, { timeZone: 'UTC', slots: SLOTS }),
  );
}

async function pickFirstSlot() {
  const group = await screen.findByRole('group', { name: firstDay!.label });
  fireEvent.click(within(group).getByRole('button', { name: firstDay!.slots[0]!.label }));
}

function fillIn() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ada ' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ada@Example.com' } });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingWidget />
    </QueryClientProvider>,
  );

describe('the booking widget', () => {
  it('books a slot with the session, and confirms with the time in the visitor zone', async () => {
    answer(() => respond(201, { id: 'b1', ...SLOTS[0] }));
    show();
    expect(await screen.findByText(/Times are shown in your time zone/)).toBeTruthy();
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/booking\/slots\?from=\d{4}-\d{2}-\d{2}&days=7$/);
    await pickFirstSlot();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' }));
    fillIn();
    fireEvent.submit(screen.getByRole('form', { name: 'Your details' }));
    const done = await screen.findByRole('heading', { name: 'Your call is booked!' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByText('Check your inbox for the invitation')).toBeTruthy();
    const [, init] = calls('POST')[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      start: SLOTS[0]!.start,
      name: 'Ada',
      email: 'ada@example.com',
      sessionId: 'session-book',
    });
  });

  it('goes back to fresh slots when the time was just taken', async () => {
    answer(() => respond(409, { error: 'That slot is taken.' }));
    show();
    await pickFirstSlot();
    fillIn();
    fireEvent.submit(screen.getByRole('form', { name: 'Your details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time was just taken — pick another',
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pick a time' }));
    await waitFor(() => expect(calls('GET')).toHaveLength(2));
    // The details stay for the next try.
    await pickFirstSlot();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(' Ada ');
  });

  it("shows the server's field errors on a 400", async () => {
    answer(() =>
      respond(400, {
        error: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    show();
    await pickFirstSlot();
    fillIn();
    fireEvent.submit(screen.getByRole('form', { name: 'Your details' }));
    await screen.findByText('Please enter a valid email address.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the fields before sending, and starts filled in from the consultation offer', async () => {
    sessionStorage.setItem(BOOKING_PREFILL_KEY, JSON.stringify({ name: 'Bo', email: '' }));
    answer(() => respond(500, {}));
    show();
    await pickFirstSlot();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bo');
    fireEvent.submit(screen.getByRole('form', { name: 'Your details' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(calls('POST')).toHaveLength(0);
  });
});
