import { describe, expect, it } from 'vitest';
import { requiredEmail } from '@leadline/domain';
import { isEmailAddress } from './person-data';

describe('isEmailAddress (the CLI looks people up by it)', () => {
  it('takes the addresses the forms take', () => {
    expect(isEmailAddress(' Jane@Example.com ')).toBe(true);
    expect(isEmailAddress('jane')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });

  it('also takes one the forms took before they refused URL delimiters, to export or erase it', () => {
    const older = 'a?bcc=spy%40evil.example&to=x@example.com';
    expect(requiredEmail().isValidSync(older)).toBe(false);
    expect(isEmailAddress(older)).toBe(true);
  });
});
