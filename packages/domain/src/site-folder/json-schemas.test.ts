import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteJsonSchemas } from './json-schemas';

describe('the published JSON Schemas', () => {
  it('are what the domain schemas generate (run scripts/write-site-schemas.ts after a change)', () => {
    for (const [name, text] of siteJsonSchemas()) {
      const published = readFileSync(
        new URL(`../../../../schema/${name}`, import.meta.url),
        'utf8',
      );
      expect(published, `schema/${name}`).toBe(text);
    }
  });
});
