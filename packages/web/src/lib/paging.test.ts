import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './paging';

describe('pageCount', () => {
  it('is the number of pages of 10, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });
});

describe('pageRange', () => {
  it('gives the row numbers shown and the page count', () => {
    expect(pageRange(1, 10, 23)).toEqual({ from: 1, to: 10, pageCount: 3 });
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23, pageCount: 3 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, pageCount: 1 });
  });
});
