import { MANAGE_TOKEN } from '@leadline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './manage-token';

const TOKEN = 'A'.repeat(20) + '_-' + 'z9'.repeat(10) + 'q';

describe('tokenFromHash', () => {
  it('reads #token= from the fragment', () => {
    expect(TOKEN).toMatch(MANAGE_TOKEN);
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#other=1&token=${TOKEN}`)).toBe(TOKEN);
  });

  it('answers undefined without a token that fits', () => {
    expect(tokenFromHash('')).toBeUndefined();
    expect(tokenFromHash('#token=')).toBeUndefined();
    expect(tokenFromHash('#token=short')).toBeUndefined();
    expect(tokenFromHash(`#token=${TOKEN}x`)).toBeUndefined();
  });

  it('never throws, and only answers a token of the right form', () => {
    fc.assert(
      fc.property(fc.string(), (hash) => {
        const token = tokenFromHash(hash);
        if (token !== undefined) expect(token).toMatch(MANAGE_TOKEN);
      }),
    );
  });
});
