// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });

describe('Pagination', () => {
  it('is not shown with a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it("reads 'Page X of Y' and steps with Previous and Next", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Next'));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('does nothing past either end, and says so to assistive technology', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(button('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(button('Next').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button('Previous'));
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(button('Next').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Next'));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
