import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email } from './fields';

const address = email().required();
const accepted = (value: unknown) => address.isValidSync(value);

/** The characters that are delimiters in a URL, and so in a `mailto:` link. */
const URL_DELIMITERS = ['#', '%', '&', '/', '=', '?'];
const hasDelimiter = (value: string) => URL_DELIMITERS.some((c) => value.includes(c));

/** Addresses as people have them: letters, digits, dots, dashes, underscores, plus tags, apostrophes. */
const realistic = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9._+'-]{0,30}[A-Za-z0-9])?$/), fc.domain())
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((value) => value.length <= 254);

describe('the e-mail field', () => {
  it('takes realistic addresses, trimmed and lower-cased', () => {
    for (const value of [
      'ann@example.com',
      'First.Last+newsletter@mail.example.co.uk',
      "o'neil@example.ie",
      'user_1-x@sub-domain.example',
      '12345@163.com',
      'a@xn--mnchen-3ya.de',
      'jane~doe@example.org',
    ]) {
      expect(address.validateSync(` ${value} `)).toBe(value.toLowerCase());
    }
    fc.assert(
      fc.property(realistic, (value) => {
        expect(address.validateSync(value)).toBe(value.toLowerCase());
      }),
    );
  });

  it('takes every RFC 5322 dot-atom address without a URL delimiter (generated)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((value) => value.length <= 254 && !hasDelimiter(value)),
        (value) => {
          expect(accepted(value)).toBe(true);
        },
      ),
    );
  });

  it('refuses an address holding a URL delimiter, such as a mailto: with hidden recipients', () => {
    expect(accepted('a?bcc=spy%40evil.example&to=x@example.com')).toBe(false);
    expect(accepted('a?bcc=spy@evil.example')).toBe(false);
    fc.assert(
      fc.property(
        realistic,
        fc.constantFrom(...URL_DELIMITERS),
        fc.nat(),
        (value, delimiter, at) => {
          const index = at % (value.indexOf('@') + 1);
          const bent = `${value.slice(0, index)}${delimiter}${value.slice(index)}`;
          expect(accepted(bent)).toBe(false);
        },
      ),
    );
  });

  it('accepts nothing that could break out of a link, a header or a list (generated text)', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.emailAddress(),
      fc
        .tuple(fc.emailAddress(), fc.string({ maxLength: 3 }), fc.nat())
        .map(([value, insert, at]) => {
          const index = at % (value.length + 1);
          return `${value.slice(0, index)}${insert}${value.slice(index)}`;
        }),
    );
    fc.assert(
      fc.property(text, (value) => {
        if (!accepted(value)) return;
        const stored = address.validateSync(value);
        expect(stored).toMatch(/^[a-z0-9.!$'*+^_`{|}~-]+@[a-z0-9.-]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});
