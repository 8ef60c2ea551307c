// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });

describe("Pagination with 'Page X of Y'", () => {
  it('is not shown with a single page', () => {
    const { container } = render(
      <Pagination summary="pages" page={1} total={10} pageSize={10} onPage={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("reads 'Page X of Y' and steps with Previous and Next", () => {
    const onPage = vi.fn();
    render(<Pagination summary="pages" page={2} total={25} pageSize={10} onPage={onPage} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Next'));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('does nothing past either end, and says so to assistive technology', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pagination summary="pages" page={1} total={25} pageSize={10} onPage={onPage} />,
    );
    expect(button('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(button('Next').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button('Previous'));
    rerender(<Pagination summary="pages" page={3} total={25} pageSize={10} onPage={onPage} />);
    expect(button('Next').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Next'));
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe("Pagination with 'Showing a-b of total'", () => {
  it('is shown even with a single page, with the rows it holds', () => {
    render(<Pagination page={1} total={0} pageSize={10} onPage={vi.fn()} />);
    expect(screen.getByText('Showing 0-0 of 0')).toBeTruthy();
    cleanup();
    render(<Pagination page={3} total={23} pageSize={10} onPage={vi.fn()} />);
    expect(screen.getByText('Showing 21-23 of 23')).toBeTruthy();
    expect(button('Next').getAttribute('aria-disabled')).toBe('true');
  });
});
