// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitOf } from '@leadline/domain';
import { FitBadge } from './fit-badge';
import { ScoreAndFit } from './score-and-fit';
import { SortSelect } from './sort-select';
import { parseSort, withSort } from './sort';

afterEach(cleanup);

describe('FitBadge', () => {
  it('shows "Fit A" and says why to a screen reader and on hover', () => {
    render(<FitBadge fit={fitOf({ budgetRange: '15k-30k', timeline: '1-2_months' })} />);
    const badge = screen.getByRole('img', {
      name: 'Fit A: Budget $15,000-$30,000 · Timeline: In 1-2 months',
    });
    expect(badge.textContent).toBe('Fit A');
    expect(badge.getAttribute('title')).toBe(badge.getAttribute('aria-label'));
  });

  it('shows a dash for a person not graded, and nothing for a row without an address', () => {
    const { container } = render(<FitBadge fit={null} />);
    expect(container.textContent).toBe('');
    render(<FitBadge fit={fitOf({})} />);
    expect(screen.getByRole('img', { name: /^Fit not graded/ }).textContent).toBe('—');
  });

  it("stands beside the session's score, or alone without a session", () => {
    const { container } = render(<ScoreAndFit score={55} fit={fitOf({ estimateTotal: 12_500 })} />);
    expect(screen.getByRole('img', { name: 'Fit B: Estimate $12,500' }).textContent).toBe('Fit B');
    expect(container.textContent).toBe('Fit BScore 55');
    cleanup();
    const alone = render(<ScoreAndFit score={null} fit={fitOf({ estimateTotal: 12_500 })} />);
    expect(alone.container.textContent).toBe('Fit B');
    cleanup();
    expect(render(<ScoreAndFit score={null} fit={null} />).container.textContent).toBe('');
  });
});

describe('SortSelect', () => {
  it('is a named control showing the default, and says which order was chosen', async () => {
    const onChange = vi.fn();
    render(<SortSelect value={undefined} onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toContain('Reachable and best first');
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('option', { name: 'Fit' }));
    expect(onChange).toHaveBeenLastCalledWith('fit');
  });

  it('offers only the orders it is given, the default first', async () => {
    render(<SortSelect value="recent" sorts={['fit', 'recent']} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Reachable and best first',
      'Fit',
      'Most recent',
    ]);
  });
});

describe('the sort in the URL', () => {
  it('keeps score, fit and recent; anything else is the default', () => {
    expect(['score', 'fit', 'recent'].map(parseSort)).toEqual(['score', 'fit', 'recent']);
    for (const value of ['best', 'SCORE', '', ['fit'], 3, null, undefined])
      expect(parseSort(value)).toBeUndefined();
  });

  it('sends the sort to the API only when it is not the default', () => {
    expect(withSort(new URLSearchParams('limit=10'), undefined).toString()).toBe('limit=10');
    expect(withSort(new URLSearchParams('limit=10'), 'fit').toString()).toBe('limit=10&sort=fit');
  });
});
