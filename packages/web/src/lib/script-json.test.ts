import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('cannot end its script: no <, >, & or line separators, and the same value when parsed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const input of [value, { text: `${text}</script><!--\u2028\u2029&` }]) {
          const written = scriptJson(input);
          expect(written).not.toMatch(/[<>&\u2028\u2029]/);
          expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(input)));
        }
      }),
    );
  });

  it('writes them as \\u escapes', () => {
    expect(scriptJson('</script> & \u2028')).toBe('"\\u003c/script\\u003e \\u0026 \\u2028"');
  });
});
