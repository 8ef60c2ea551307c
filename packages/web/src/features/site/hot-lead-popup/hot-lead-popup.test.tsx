// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNavigateProvider } from '../../../lib/app-navigate';
import { createQueryClient } from '../../../lib/query-client';
import { BOOKING_PREFILL_KEY } from '../booking/prefill';
import { HotLeadDialog } from './hot-lead-dialog';
import { HotLeadPopup } from './hot-lead-popup';
import { createPopupFlagStore, POPUP_FLAGS_PREFIX } from './popup-flags';

const { session } = vi.hoisted(() => ({
  session: {
    sessionId: 's-1',
    getScore: vi.fn<() => Promise<{ score: number; emailKnown: boolean }>>(),
  },
}));
vi.mock('../tracking/tracker', () => ({ tracker: () => session }));

const storedFlags = () => JSON.parse(localStorage.getItem(`${POPUP_FLAGS_PREFIX}s-1`) ?? '{}');

const withQueryClient = (ui: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const [flags] = useState(() => createPopupFlagStore());
  return (
    <HotLeadDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      sessionId="s-1"
      score={85}
      flags={flags}
    />
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = vi.fn(async () => new Response('{"applied":true}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  session.getScore.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('HotLeadPopup', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(withQueryClient(<HotLeadPopup />))).toBe('');
  });

  it('opens 3 s after the score turns hot and records that it was shown', async () => {
    session.getScore.mockResolvedValue({ score: 80, emailKnown: false });
    render(withQueryClient(<HotLeadPopup />));
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("You've done your research!");
    expect(dialog.textContent).toContain('15-minute consultation');
    expect(storedFlags()).toEqual({ shown: true });
  });

  it('stays closed for a session below 75 and for one that already saw it', async () => {
    session.getScore.mockResolvedValue({ score: 74, emailKnown: false });
    render(withQueryClient(<HotLeadPopup />));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getScore).toHaveBeenCalledTimes(3);
    cleanup();

    localStorage.setItem(`${POPUP_FLAGS_PREFIX}s-1`, '{"dismissed":true}');
    session.getScore.mockReset().mockResolvedValue({ score: 99, emailKnown: false });
    render(withQueryClient(<HotLeadPopup />));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getScore).not.toHaveBeenCalled();
  });

  it('stays closed for a hot session whose address the server already has', async () => {
    session.getScore.mockResolvedValue({ score: 95, emailKnown: true });
    render(withQueryClient(<HotLeadPopup />));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getScore).toHaveBeenCalledTimes(1);
    expect(storedFlags()).toEqual({});
  });
});

describe('HotLeadDialog', () => {
  it('leads on to /book once the thank-you closes, with the name and address kept for its form', async () => {
    const navigate = vi.fn(async () => {});
    render(
      <AppNavigateProvider value={navigate}>{withQueryClient(<Harness />)}</AppNavigateProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: "Yes, Let's Talk" }));
    await screen.findByText("Thanks! We'll be in touch soon.");
    expect(JSON.parse(sessionStorage.getItem(BOOKING_PREFILL_KEY) ?? 'null')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/book'));
    sessionStorage.clear();
  });

  it('goes nowhere when declined', async () => {
    const navigate = vi.fn(async () => {});
    render(
      <AppNavigateProvider value={navigate}>{withQueryClient(<Harness />)}</AppNavigateProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the address as EMAIL_CAPTURED, thanks the visitor and closes 2 s later', async () => {
    render(withQueryClient(<Harness />));
    const submit = screen.getByRole('button', { name: "Yes, Let's Talk" });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('dialog').textContent).toContain('free project planning checklist');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    expect(submit).toHaveProperty('disabled', false);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(new Response('{"applied":true}', { status: 201 }));

    await screen.findByText("Thanks! We'll be in touch soon.");
    expect(
      screen.getByText('Check your email for a free project planning checklist.'),
    ).toBeTruthy();
    expect(storedFlags()).toEqual({ emailCaptured: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics/event');
    expect(JSON.parse(init.body as string)).toMatchObject({
      sessionId: 's-1',
      eventType: 'EMAIL_CAPTURED',
      eventCategory: 'conversion',
      eventValue: 5,
      pageUrl: location.pathname,
      metadata: {
        email: 'ada@example.com',
        name: null,
        captureMethod: 'hot_lead_popup',
        score: 85,
      },
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing itself after a capture is not a dismissal.
    expect(storedFlags()).toEqual({ emailCaptured: true });
  });

  it('sends the name when given', async () => {
    render(withQueryClient(<Harness />));
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: "Yes, Let's Talk" }));
    await screen.findByText("Thanks! We'll be in touch soon.");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).metadata.name).toBe('Ada');
  });

  it('alerts on failure and lets the visitor try again', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    render(withQueryClient(<Harness />));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: "Yes, Let's Talk" }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Sorry, something went wrong. Please try again.'),
    );
    expect(screen.getByRole('button', { name: "Yes, Let's Talk" })).toHaveProperty(
      'disabled',
      false,
    );
    expect(storedFlags()).toEqual({});
  });

  it.each([
    ['No Thanks', () => fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }))],
    ['the close icon', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('records a dismissal on %s', async (_, dismiss) => {
    const onOpenChange = vi.fn();
    render(withQueryClient(<Harness onOpenChange={onOpenChange} />));
    dismiss();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(storedFlags()).toEqual({ dismissed: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
