import { describe, expect, it } from 'vitest';
import { parseWorkflowSearch } from './search';

describe('parseWorkflowSearch', () => {
  it('keeps a known status and a page past the first', () => {
    expect(parseWorkflowSearch({ status: 'converted', page: 3 })).toEqual({
      status: 'converted',
      page: 3,
    });
    expect(parseWorkflowSearch({ page: '2' })).toEqual({ status: undefined, page: 2 });
  });

  it('drops an unknown status and a page that is not a whole number above 1', () => {
    expect(parseWorkflowSearch({ status: 'closed', page: 1 })).toEqual({
      status: undefined,
      page: undefined,
    });
    expect(parseWorkflowSearch({ page: 'x' }).page).toBeUndefined();
    expect(parseWorkflowSearch({ page: -2 }).page).toBeUndefined();
    expect(parseWorkflowSearch({ page: 2.5 }).page).toBeUndefined();
  });
});
