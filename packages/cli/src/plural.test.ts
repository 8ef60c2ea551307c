import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('puts the noun in the number of its count', () => {
    expect(plural(0, 'batch')).toBe('0 batches');
    expect(plural(1, 'batch')).toBe('1 batch');
    expect(plural(2, 'batch')).toBe('2 batches');
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(3, 'older session')).toBe('3 older sessions');
    expect(plural(2, 'entry')).toBe('2 entries');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(2, 'address')).toBe('2 addresses');
    expect(plural(2, 'box')).toBe('2 boxes');
    expect(plural(2, 'person', 'people')).toBe('2 people');
    expect(plural(1, 'person', 'people')).toBe('1 person');
  });
});
