import { describe, expect, it } from 'vitest';
import { Route } from '../../../routes/_site/thank-you';
import { parseCost } from './cost-param';

describe('parseCost', () => {
  it.each([
    [6500, 6500],
    ['6500', 6500],
    [0, 0],
    [12.6, 13],
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['abc', 0],
    [-5, 0],
    ['-5', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['1e400', 0],
    [{ cost: 1 }, 0],
    [[1], 0],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseCost(raw)).toBe(expected);
  });
});

describe('the /thank-you route', () => {
  it('validates ?cost= to a number of 0 or more, and leaves an absent one absent', () => {
    const validate = Route.options.validateSearch as (search: Record<string, unknown>) => unknown;
    expect(validate({ cost: 6500 })).toEqual({ cost: 6500 });
    expect(validate({ cost: 'lots' })).toEqual({ cost: 0 });
    expect(validate({ cost: -1 })).toEqual({ cost: 0 });
    // The prerendered /thank-you must not be redirected to /thank-you?cost=0.
    expect(validate({})).toEqual({});
  });
});
