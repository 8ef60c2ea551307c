import { describe, expect, it } from 'vitest';
import { submissionSearch } from './search';

const validate = submissionSearch(['new', 'contacted', 'closed'] as const);

describe('submissionSearch', () => {
  it('keeps a known status and a page past the first', () => {
    expect(validate({ status: 'contacted', page: 3 })).toEqual({ status: 'contacted', page: 3 });
    expect(validate({ status: 'new', page: '2' })).toEqual({ status: 'new', page: 2 });
  });

  it('drops an unknown status (all statuses)', () => {
    expect(validate({ status: 'qualified' }).status).toBeUndefined();
    expect(validate({ status: 'NEW' }).status).toBeUndefined();
    expect(validate({ status: ['new'] }).status).toBeUndefined();
    expect(validate({}).status).toBeUndefined();
  });

  it('keeps a known order, and drops any other (the default order)', () => {
    expect(validate({ sort: 'fit', page: '2' })).toEqual({ sort: 'fit', page: 2 });
    expect(validate({ sort: 'best' }).sort).toBeUndefined();
    expect(validate({ sort: ['score'] }).sort).toBeUndefined();
  });

  it('drops page 1 and anything that is not a whole page number', () => {
    for (const page of [1, 0, -2, 2.5, 'two', '', null, Number.NaN, Infinity, undefined]) {
      expect(validate({ page }).page).toBeUndefined();
    }
  });
});
