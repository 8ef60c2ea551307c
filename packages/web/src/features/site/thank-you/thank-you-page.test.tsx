// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ThankYouPage } from './thank-you-page';

afterEach(cleanup);

describe('the thank-you page', () => {
  it('shows the cost in dollars, the disclaimer, the e-mail note and both buttons', () => {
    render(<ThankYouPage cost={6500} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Estimate is Ready!' })).toBeTruthy();
    expect(screen.getByText('$6,500')).toBeTruthy();
    expect(screen.getByText(/preliminary estimate/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Live Projects' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href')).toBe(
      '/book',
    );
  });

  it('shows $0 for no cost', () => {
    render(<ThankYouPage cost={0} />);
    expect(screen.getByText('$0')).toBeTruthy();
  });

  it('prerenders a placeholder, not an amount, so hydration matches whatever the query says', () => {
    const html = renderToString(<ThankYouPage cost={6500} />);
    expect(html).toContain('Your Estimate is Ready!');
    expect(html).not.toContain('$6,500');
    expect(html).not.toContain('$0');
  });
});
