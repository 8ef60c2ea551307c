// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureBadges } from './feature-badges';

afterEach(cleanup);

const lines = (...names: string[]) => names.map((name, i) => ({ id: `f${i}`, name }));

const badges = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('FeatureBadges', () => {
  it('shows every feature name when there are three or fewer', () => {
    render(<FeatureBadges lines={lines('Advanced Search', 'Real-time Chat')} />);
    expect(badges()).toEqual(['Advanced Search', 'Real-time Chat']);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows three names, then '+N more'", () => {
    render(
      <FeatureBadges
        lines={lines(
          'User Authentication',
          'Payment Gateway Integration',
          'Admin Dashboard',
          'API Integration',
          'Push Notifications',
          'Advanced Search',
        )}
      />,
    );
    expect(badges()).toEqual([
      'User Authentication',
      'Payment Gateway Integration',
      'Admin Dashboard',
      '+3 more',
    ]);
  });
});
