import fc from 'fast-check';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { fromThisSite } from './same-site';

const HOST = 'leads.example.com';

function contextWith(headers: Record<string, string>) {
  const request = { headers: { host: HOST, ...headers }, socket: {}, url: '/', method: 'GET' };
  return new Koa().createContext(request as never, {} as never);
}

describe('fromThisSite (a navigation from this site, or the browser itself)', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'cross-site', referer: `https://${HOST}/admin` }, false],
    [{ referer: `https://${HOST}/admin/dashboard` }, true],
    [{ origin: `https://${HOST}` }, true],
    [{ referer: 'https://evil.example/' }, false],
    [{ referer: `https://${HOST}.evil.example/` }, false],
    [{ origin: 'null' }, false],
    [{ referer: 'not a url' }, false],
    [{}, false],
  ])('%j: %s', (headers, expected) => {
    expect(fromThisSite(contextWith(headers))).toBe(expected);
  });

  it('never takes any headers another site could make a browser send for this site', () => {
    const site = fc.constantFrom('cross-site', 'same-site');
    const anything = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(site, anything, anything, (fetchSite, origin, referer) => {
        const headers: Record<string, string> = { 'sec-fetch-site': fetchSite };
        if (origin !== undefined) headers.origin = origin;
        if (referer !== undefined) headers.referer = referer;
        expect(fromThisSite(contextWith(headers))).toBe(false);
      }),
    );
  });

  it('answers for any header text without throwing', () => {
    const text = fc.option(fc.string({ unit: 'binary' }), { nil: undefined });
    fc.assert(
      fc.property(text, text, text, (fetchSite, origin, referer) => {
        const headers: Record<string, string> = {};
        if (fetchSite !== undefined) headers['sec-fetch-site'] = fetchSite;
        if (origin !== undefined) headers.origin = origin;
        if (referer !== undefined) headers.referer = referer;
        expect(typeof fromThisSite(contextWith(headers))).toBe('boolean');
      }),
    );
  });
});
