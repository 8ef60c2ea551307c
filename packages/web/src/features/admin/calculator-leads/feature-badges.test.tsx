// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureBadges } from './feature-badges';

afterEach(cleanup);

const badges = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('FeatureBadges', () => {
  it('shows every feature name when there are three or fewer', () => {
    render(<FeatureBadges ids={['search', 'chat']} />);
    expect(badges()).toEqual(['Advanced Search', 'Real-time Chat']);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows three names, then '+N more'", () => {
    render(<FeatureBadges ids={['auth', 'payment', 'admin', 'api', 'notifications', 'search']} />);
    expect(badges()).toEqual([
      'User Authentication',
      'Payment Gateway Integration',
      'Admin Dashboard',
      '+3 more',
    ]);
  });
});
