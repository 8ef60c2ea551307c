// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNavigateProvider } from '../../../lib/app-navigate';
import { createQueryClient } from '../../../lib/query-client';
import { toasts } from '../../../components/toasts/toast-store';
import { CalculatorPage } from './calculator-page';

const { trackEvent, trackedSessionId, navigate } = vi.hoisted(() => ({
  trackEvent: vi.fn(),
  trackedSessionId: vi.fn<() => string | undefined>(),
  navigate: vi.fn(async () => {}),
}));
vi.mock('../tracking/tracker', () => ({ trackEvent, trackedSessionId }));

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const reserve = () => screen.getByRole('button', { name: 'Reserve My Slot' });
const emailField = () => screen.getAllByLabelText('Email')[0]!;
const lastToast = () => toasts.getSnapshot().find((toast) => toast.open);
const eventsSent = () => trackEvent.mock.calls.map(([type, options]) => [type, options]);

beforeEach(() => {
  trackedSessionId.mockReturnValue('session-calc');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppNavigateProvider value={navigate}>
      <QueryClientProvider client={createQueryClient()}>
        <CalculatorPage />
      </QueryClientProvider>
    </AppNavigateProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the calculator', () => {
  it('shows the title, the availability and all eight features with their costs', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check Availability & Cost' }),
    ).toBeTruthy();
    expect(screen.getByText('Est. Start: January 2026')).toBeTruthy();
    expect(screen.getByText('Limited to 2 concurrent projects for 4-week delivery')).toBeTruthy();
    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards).toHaveLength(8);
    expect(within(card('Admin Dashboard')).getByText('$5,000')).toBeTruthy();
  });

  it('toggles cards, keeps the running total, and tracks the start once and each selection', () => {
    fireEvent.click(card('User Authentication'));
    fireEvent.click(card('Real-time Chat'));
    expect(card('User Authentication').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('$6,500').length).toBeGreaterThan(0);
    fireEvent.click(card('User Authentication'));
    expect(card('User Authentication').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByText('$4,500').length).toBeGreaterThan(0);
    fireEvent.click(card('User Authentication'));
    expect(eventsSent()).toEqual([
      ['CALCULATOR_STARTED', undefined],
      ['CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'auth' } }],
      ['CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'chat' } }],
      ['CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'auth' } }],
    ]);
  });

  it('asks for the e-mail first, then for a feature, sending nothing', () => {
    fireEvent.click(reserve());
    expect(lastToast()).toMatchObject({
      title: 'Email Required',
      description: 'Please enter your email address.',
      variant: 'destructive',
    });
    expect(document.activeElement).toBe(emailField());
    fireEvent.change(emailField(), { target: { value: 'ann@example.com' } });
    fireEvent.click(reserve());
    expect(lastToast()).toMatchObject({
      title: 'No Features Selected',
      description: 'Please select at least one feature.',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a malformed address under the field, sending nothing', () => {
    fireEvent.click(card('API Integration'));
    fireEvent.change(emailField(), { target: { value: 'ann@' } });
    fireEvent.click(reserve());
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the estimate without an empty name and goes to /thank-you with the server total', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(card('User Authentication'));
    fireEvent.click(card('Advanced Search'));
    fireEvent.change(emailField(), { target: { value: ' Ann@Example.com ' } });
    fireEvent.click(reserve());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/calculate');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      email: 'ann@example.com',
      selectedFeatures: ['auth', 'search'],
      totalCost: 5000,
      sessionId: 'session-calc',
    });

    answer(respond(201, { id: 'lead-1', totalCost: 5000 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you?cost=5000'));
    expect(trackEvent).toHaveBeenCalledWith('CALCULATOR_SUBMITTED', {
      metadata: { features: ['auth', 'search'], totalCost: 5000 },
    });
  });

  it('sends the name when given', async () => {
    fetchMock.mockResolvedValue(respond(201, { id: 'lead-2', totalCost: 2000 }));
    fireEvent.click(card('User Authentication'));
    fireEvent.change(screen.getAllByLabelText('Name (optional)')[0]!, {
      target: { value: 'Ann' },
    });
    fireEvent.change(emailField(), { target: { value: 'ann@example.com' } });
    fireEvent.click(reserve());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({ name: 'Ann' });
  });

  it('says so when the server fails, and stays on the page', async () => {
    fetchMock.mockResolvedValue(respond(500, { error: 'Internal server error' }));
    fireEvent.click(card('User Authentication'));
    fireEvent.change(emailField(), { target: { value: 'ann@example.com' } });
    fireEvent.click(reserve());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to submit estimate. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(reserve()).toBeTruthy();
  });

  it('opens the mobile sheet, whose submit does nothing without an e-mail', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reserve Slot' }));
    const sheet = await screen.findByRole('dialog', { name: 'Reserve Your Slot' });
    const form = sheet.querySelector('form')!;
    fireEvent.submit(form);
    expect(lastToast()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    // With an address but no feature, the sheet closes so the visitor can pick one.
    fireEvent.change(within(sheet).getByLabelText('Email'), {
      target: { value: 'ann@example.com' },
    });
    fireEvent.submit(form);
    expect(lastToast()).toMatchObject({ title: 'No Features Selected' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes room under the page for the fixed bar while it is shown', () => {
    expect(document.body.classList.contains('max-md:pb-24')).toBe(true);
    cleanup();
    expect(document.body.classList.contains('max-md:pb-24')).toBe(false);
  });
});
