// @vitest-environment happy-dom
import { OWNER_KEY } from '@leadline/tracker';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../components/toasts/toast-store';
import { ThisBrowserCard } from './this-browser';

const toggle = () =>
  screen.getByRole('switch', { name: "This browser is mine: don't track it" }) as HTMLInputElement;
const lastToast = () => toasts.getSnapshot().find((toast) => toast.open);

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id);
});

describe('the "This browser is mine" switch', () => {
  it("marks the browser as the owner's, says so, and unmarks it", () => {
    render(<ThisBrowserCard />);
    expect(toggle().checked).toBe(false);
    expect(toggle().getAttribute('aria-describedby')).toMatch(/-about .*-state$/);

    fireEvent.click(toggle());
    expect(localStorage.getItem(OWNER_KEY)).toBe('mine');
    expect(toggle().checked).toBe(true);
    expect(screen.getByText('Not tracked, even after you sign out.')).toBeTruthy();
    expect(lastToast()?.title).toBe('This browser is not tracked');

    fireEvent.click(toggle());
    expect(localStorage.getItem(OWNER_KEY)).toBeNull();
    expect(toggle().checked).toBe(false);
    expect(lastToast()?.title).toBe('This browser is tracked again once you sign out');
  });

  it('shows a browser already marked as on', () => {
    localStorage.setItem(OWNER_KEY, 'mine');
    render(<ThisBrowserCard />);
    expect(toggle().checked).toBe(true);
  });
});
