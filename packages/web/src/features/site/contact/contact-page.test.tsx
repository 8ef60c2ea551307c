// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { SITE } from '../../../site-config';
import { toasts } from '../../../components/toasts/toast-store';
import { ContactPage } from './contact-page';

const { trackEvent, trackedSessionId } = vi.hoisted(() => ({
  trackEvent: vi.fn(),
  trackedSessionId: vi.fn<() => string | undefined>(),
}));
vi.mock('../tracking/tracker', () => ({ trackEvent, trackedSessionId }));

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const openToast = () => toasts.getSnapshot().find((toast) => toast.open);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('button', { name: 'Send Message' }).closest('form')!;

function fillIn() {
  fireEvent.change(field('Name'), { target: { value: ' Ada ' } });
  fireEvent.change(field('Email'), { target: { value: 'Ada@Example.com' } });
  fireEvent.change(field('Company (Optional)'), { target: { value: '' } });
  fireEvent.change(field('Message'), { target: { value: 'Spreadsheets everywhere.' } });
}

beforeEach(() => {
  trackedSessionId.mockReturnValue('session-contact');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactPage />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the contact page', () => {
  it('shows the e-mail and phone as links, and the labelled form', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Email: ${SITE.email}` }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    expect(screen.getByRole('link', { name: `Phone: ${SITE.phone}` }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    expect(field('Name').required).toBe(true);
    expect(field('Email').required).toBe(true);
    expect(field('Email').type).toBe('email');
    expect(field('Message').required).toBe(true);
    expect(field('Company (Optional)').required).toBe(false);
  });

  it('tracks the view on load and the start on the first focus of the name field only', () => {
    expect(trackEvent.mock.calls).toEqual([['CONTACT_FORM_VIEWED']]);
    fireEvent.focus(field('Name'));
    fireEvent.blur(field('Name'));
    fireEvent.focus(field('Name'));
    fireEvent.focus(field('Email'));
    expect(trackEvent.mock.calls).toEqual([['CONTACT_FORM_VIEWED'], ['CONTACT_FORM_STARTED']]);
  });

  it('checks the fields with the schema before sending', () => {
    fireEvent.change(field('Email'), { target: { value: 'ada@' } });
    fireEvent.submit(form());
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a message.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message with the session, confirms and clears the form', async () => {
    fetchMock.mockResolvedValue(respond(201, { id: 'm1' }));
    fillIn();
    fireEvent.submit(form());
    await waitFor(() =>
      expect(openToast()).toMatchObject({
        title: 'Message Sent!',
        description: "I'll get back to you within 24 hours.",
      }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Spreadsheets everywhere.',
      sessionId: 'session-contact',
    });
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(trackEvent).toHaveBeenLastCalledWith('CONTACT_FORM_SUBMITTED');
  });

  it('shows the server field errors and the failure toast on a 400, keeping the input', async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        error: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    fillIn();
    fireEvent.submit(form());
    await waitFor(() =>
      expect(openToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to send message. Please try emailing directly.',
      }),
    );
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe(' Ada ');
  });

  it('shows "Sending..." while the message is on its way', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    fillIn();
    fireEvent.submit(form());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
  });
});
