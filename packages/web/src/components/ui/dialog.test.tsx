// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function openDialog(initialFocus?: 'first' | 'dialog') {
  render(
    <Dialog open onOpenChange={() => {}} title="Details" initialFocus={initialFocus}>
      <p>
        Some text with a <button type="button">term</button> in it.
      </p>
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: 'Details' });
}

describe('Dialog', () => {
  it('focuses its first focusable element on opening, by default', async () => {
    openDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'term' })),
    );
  });

  it("focuses itself on opening with initialFocus 'dialog', to be read from its top", async () => {
    const dialog = openDialog('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(screen.getByRole('button', { name: 'term' })).not.toBe(document.activeElement);
  });
});
