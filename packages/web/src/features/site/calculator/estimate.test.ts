import { describe, expect, it } from 'vitest';
import {
  checkEstimate,
  EMAIL_REQUIRED,
  estimateTotal,
  NO_FEATURES,
  toggleFeature,
} from './estimate';
import { formatDollars } from '../../../lib/format';

describe('toggleFeature', () => {
  it('adds and removes, keeping the catalogue order', () => {
    let selected = toggleFeature([], 'search');
    selected = toggleFeature(selected, 'auth');
    selected = toggleFeature(selected, 'chat');
    expect(selected).toEqual(['auth', 'chat', 'search']);
    expect(toggleFeature(selected, 'chat')).toEqual(['auth', 'search']);
  });
});

describe('estimateTotal', () => {
  it('sums the catalogue costs', () => {
    expect(estimateTotal([])).toBe(0);
    expect(estimateTotal(['auth', 'payment', 'admin'])).toBe(10_500);
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(6500)).toBe('$6,500');
    expect(formatDollars(27_500)).toBe('$27,500');
  });
});

describe('checkEstimate', () => {
  it('asks for the e-mail first, even when no feature is selected', () => {
    expect(checkEstimate({ name: '', email: '  ', selected: [] })).toEqual({
      ok: false,
      problem: 'email',
      toast: EMAIL_REQUIRED,
    });
    expect(EMAIL_REQUIRED).toMatchObject({
      title: 'Email Required',
      description: 'Please enter your email address.',
      variant: 'destructive',
    });
  });

  it('then asks for at least one feature', () => {
    expect(checkEstimate({ name: '', email: 'a@b.co', selected: [] })).toEqual({
      ok: false,
      problem: 'features',
      toast: NO_FEATURES,
    });
    expect(NO_FEATURES).toMatchObject({
      title: 'No Features Selected',
      description: 'Please select at least one feature.',
      variant: 'destructive',
    });
  });

  it('then checks the fields with the server schema', () => {
    expect(checkEstimate({ name: '', email: 'nope', selected: ['auth'] })).toEqual({
      ok: false,
      problem: 'fields',
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(checkEstimate({ name: 'x'.repeat(201), email: 'a@b.co', selected: ['auth'] })).toEqual({
      ok: false,
      problem: 'fields',
      errors: { name: 'Name must be at most 200 characters.' },
    });
  });

  it('builds the request: no name when empty, the total, the session', () => {
    expect(
      checkEstimate({
        name: '  ',
        email: ' Ann@B.co ',
        selected: ['auth', 'chat'],
        sessionId: 's1',
      }),
    ).toEqual({
      ok: true,
      request: {
        email: 'ann@b.co',
        selectedFeatures: ['auth', 'chat'],
        totalCost: 6500,
        sessionId: 's1',
      },
    });
    const named = checkEstimate({ name: ' Ann ', email: 'a@b.co', selected: ['auth'] });
    expect(named).toEqual({
      ok: true,
      request: { name: 'Ann', email: 'a@b.co', selectedFeatures: ['auth'], totalCost: 2000 },
    });
  });
});
