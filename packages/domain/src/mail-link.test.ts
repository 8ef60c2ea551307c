import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mail-link';

/** What a mail client reads from a mailto: link: its recipients, and any header fields or body. */
function readMailto(href: string) {
  const [to = '', query] = href.slice('mailto:'.length).split('?', 2);
  return {
    recipients: to.split(',').map(decodeURIComponent),
    fields: query === undefined ? [] : [...new URLSearchParams(query).keys()],
  };
}

const addresses = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .tuple(fc.emailAddress(), fc.constantFrom('?bcc=', '&cc=', ',', '#', '?body=', '%0D%0ABcc:'))
    .map(([address, trick]) => `${trick}${address}`),
);

describe('mailtoHref', () => {
  it('writes an ordinary address as it is', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(mailtoHref("o'neil.x-y_z@mail.example.co.uk")).toBe(
      "mailto:o'neil.x-y_z@mail.example.co.uk",
    );
  });

  it('keeps hidden recipients and headers out of the link', () => {
    const href = mailtoHref('a?bcc=spy%40evil.example&to=x@example.com');
    expect(href).toBe('mailto:a%3Fbcc%3Dspy%2540evil.example%26to%3Dx@example.com');
    expect(readMailto(href)).toEqual({
      recipients: ['a?bcc=spy%40evil.example&to=x@example.com'],
      fields: [],
    });
  });

  it('makes a link to exactly the address given, whatever it holds (generated)', () => {
    fc.assert(
      fc.property(addresses, (address) => {
        const href = mailtoHref(address);
        const url = new URL(href);
        expect(url.protocol).toBe('mailto:');
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(href).toMatch(/^mailto:[A-Za-z0-9%!'()*._~-]*(@[A-Za-z0-9%!'()*._~-]*)?$/);
        expect(readMailto(href)).toEqual({
          recipients: [address.replace(/\p{Cs}/gu, '\uFFFD')],
          fields: [],
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('is how every mailto: link of the server and the web app is written', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const roots = [here, path.join(here, '../../server/src'), path.join(here, '../../web/src')];
    const sources = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(root, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const handWritten = sources.filter(
      (file) =>
        file !== path.join(here, 'mail-link.ts') &&
        /`mailto:\$\{|['"]mailto:/.test(readFileSync(file, 'utf8')),
    );
    expect(handWritten).toEqual([]);
  });
});
