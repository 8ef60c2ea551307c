// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { toasts } from '../../../components/toasts/toast-store';
import { NewsletterForm } from './newsletter-form';

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const openToast = () => toasts.getSnapshot().find((toast) => toast.open);
const input = () => screen.getByLabelText('Email address') as HTMLInputElement;

function subscribe(email: string) {
  fireEvent.change(input(), { target: { value: email } });
  fireEvent.submit(input().closest('form')!);
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the newsletter form', () => {
  it('is a required e-mail input', () => {
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
  });

  it('posts the address, asks to confirm by mail and clears the input', async () => {
    fetchMock.mockResolvedValue(respond(202, { message: 'Thank you.' }));
    subscribe('ann@example.com');
    await waitFor(() => expect(openToast()).toMatchObject({ title: 'Almost there!' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ email: 'ann@example.com' });
    expect(input().value).toBe('');
  });

  it("shows the server's message on a refusal and keeps the input", async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        error: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    subscribe('ann@');
    await waitFor(() =>
      expect(openToast()).toMatchObject({
        variant: 'destructive',
        description: 'Please enter a valid email address.',
      }),
    );
    expect(input().value).toBe('ann@');
  });
});
