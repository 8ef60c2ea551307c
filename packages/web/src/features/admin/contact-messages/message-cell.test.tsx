// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from './api';
import { MessageCell } from './message-cell';

const message = (email: string): ContactMessage => ({
  id: 'c-1',
  name: 'Ann',
  email,
  company: null,
  message: 'Hello',
  status: 'new',
  notes: null,
  sessionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  personId: null,
  fit: null,
  score: null,
  personStage: null,
});

afterEach(cleanup);

describe('MessageCell', () => {
  it('links the address for a reply to that address alone, whatever a stored row holds', () => {
    const stored = 'a?bcc=spy%40evil.example&to=x@example.com';
    render(<MessageCell contact={message(stored)} />);
    fireEvent.click(screen.getByRole('button', { name: 'View full message' }));
    const link = screen.getByRole('link', { name: stored });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe('mailto:a%3Fbcc%3Dspy%2540evil.example%26to%3Dx@example.com');
    expect(new URL(href).search).toBe('');
  });
});
