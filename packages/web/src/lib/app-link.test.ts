import { describe, expect, it } from 'vitest';
import { isCurrent } from './app-link';

// TanStack Router's rule (link.js resolveIsActive), which the prerendered links were rendered with.
describe('isCurrent', () => {
  it('takes the path or one below it, whole segments only', () => {
    expect(isCurrent('/blog', '/blog', '')).toBe(true);
    expect(isCurrent('/blog', '/blog/', '')).toBe(true);
    expect(isCurrent('/blog', '/blog/a-post', '')).toBe(true);
    expect(isCurrent('/blog', '/blogger', '')).toBe(false);
    expect(isCurrent('/services', '/', '')).toBe(false);
  });

  it('takes the home page as current on itself only', () => {
    expect(isCurrent('/', '/', '')).toBe(true);
    expect(isCurrent('/', '/services', '')).toBe(false);
  });

  it('takes an exact link as current on its path without a query only', () => {
    expect(isCurrent('/', '/', '', true)).toBe(true);
    expect(isCurrent('/', '/', '?utm_source=mail', true)).toBe(false);
    expect(isCurrent('/blog', '/blog/a-post', '', true)).toBe(false);
    expect(isCurrent('/blog', '/blog/', '?', true)).toBe(true);
  });
});
