import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISSING_POST_SLUG } from './missing-post';
import { SLUG_PATTERN } from './site-content/schema';

describe('MISSING_POST_SLUG', () => {
  it('is no name a post file can have', () => {
    expect(SLUG_PATTERN.test(MISSING_POST_SLUG)).toBe(false);
    // Nor within one: the server puts the requested slug wherever the page holds it.
    fc.assert(
      fc.property(fc.stringMatching(SLUG_PATTERN), (slug) => {
        expect(slug.includes(MISSING_POST_SLUG)).toBe(false);
      }),
    );
  });
});
