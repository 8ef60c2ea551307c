import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup, urlProblem } from './target';

describe('webhook targets', () => {
  it('knows public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses URLs that are not plain http(s), and private hosts unless allowed', () => {
    expect(urlProblem('https://hooks.example.com/leadline', false)).toBeUndefined();
    expect(urlProblem('http://127.0.0.1:9000/x', true)).toBeUndefined();
    for (const url of [
      'file:///etc/passwd',
      'gopher://example.com',
      'https://a:b@example.com/',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://localhost:3000/',
      'http://intranet/',
      'http://0x7f000001/',
      'not a url',
    ])
      expect(urlProblem(url, false), url).toBeDefined();
  });

  it('answers a sentence or nothing for any text, never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, allow) => {
        const problem = urlProblem(raw, allow);
        expect(problem === undefined || problem.length > 0).toBe(true);
      }),
    );
  });

  it('fails a lookup that resolves to a private address', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.message).toMatch(/private address/);
  });
});
