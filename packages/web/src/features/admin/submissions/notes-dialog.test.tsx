// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { NotesButton } from './notes-dialog';

let fetchMock: ReturnType<typeof vi.fn>;
let client: ReturnType<typeof createQueryClient>;

function renderButton(notes: string | null) {
  render(
    <QueryClientProvider client={client}>
      <NotesButton
        kind="leads"
        id="lead-1"
        notes={notes}
        description="Add notes about this lead for your reference"
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  client = createQueryClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotesButton', () => {
  it("reads 'Add Notes' without notes and 'Edit Notes' with them", () => {
    renderButton(null);
    expect(screen.getByRole('button', { name: 'Add Notes' })).toBeTruthy();
    cleanup();
    renderButton('Called on Monday');
    expect(screen.getByRole('button', { name: 'Edit Notes' })).toBeTruthy();
  });

  it('edits the saved notes, saves them, then refetches the leads, the dashboard and the people', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderButton('Called on Monday');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Notes' });
    expect(dialog.textContent).toContain('Add notes about this lead for your reference');
    const textarea = screen.getByLabelText('Notes') as HTMLTextAreaElement;
    expect(textarea.value).toBe('Called on Monday');
    expect(textarea.getAttribute('rows')).toBe('6');

    fireEvent.change(textarea, { target: { value: 'Wants a quote by Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/submissions/leads/lead-1');
    expect((init as RequestInit).method).toBe('PATCH');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      notes: 'Wants a quote by Friday',
    });

    answer(new Response(JSON.stringify({ id: 'lead-1' }), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['admin', 'leads'],
      ['admin', 'dashboard'],
      ['admin', 'people'],
    ]);
  });

  it('closes on Cancel without saving, focus back on its button', () => {
    renderButton(null);
    fireEvent.click(screen.getByRole('button', { name: 'Add Notes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Notes' }));
  });
});
