import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forwardedProtocol,
  parseProxyTrust,
  trustsHop,
  type ForwardedRequest,
} from './proxy-trust';

describe('parseProxyTrust (TRUST_PROXY)', () => {
  it.each([undefined, '', ' ', 'false', 'FALSE', 'no', 'off', '0'])(
    'trusts nothing for %j',
    (raw) => {
      expect(parseProxyTrust(raw)).toEqual({ kind: 'none' });
    },
  );

  it.each(['true', 'True', 'yes', 'on'])(
    'reads the old %j as one hop, marked for a warning',
    (raw) => {
      expect(parseProxyTrust(raw)).toEqual({ kind: 'hops', hops: 1, legacy: true });
    },
  );

  it('reads a hop count', () => {
    expect(parseProxyTrust('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseProxyTrust(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseProxyTrust('10')).toEqual({ kind: 'hops', hops: 10 });
  });

  it('reads addresses, CIDR ranges, netmasks and named ranges, IPv4 and IPv6', () => {
    expect(
      parseProxyTrust('10.0.0.0/8, 192.0.2.7,fd00::/8 , ::1, 172.16.0.0/255.240.0.0, Loopback,'),
    ).toEqual({
      kind: 'addresses',
      addresses: [
        '10.0.0.0/8',
        '192.0.2.7',
        'fd00::/8',
        '::1',
        '172.16.0.0/255.240.0.0',
        'loopback',
      ],
    });
    expect(parseProxyTrust('uniquelocal,linklocal')).toEqual({
      kind: 'addresses',
      addresses: ['uniquelocal', 'linklocal'],
    });
  });

  it.each([
    ['11', '"11")'],
    ['-1', '"-1" is none of these'],
    ['1.5', '"1.5" is none of these'],
    ['maybe', '"maybe" is none of these'],
    ['private', '"private" is none of these'],
    ['localhost', '"localhost" is none of these'],
    ['1, 10.0.0.1', '"1" is none of these'],
    ['1.2.3', '"1.2.3" is none of these'],
    ['0x7f000001', '"0x7f000001" is none of these'],
    ['10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['10.0.0.0/0', 'invalid range on address: 10.0.0.0/0'],
    ['::1/129', 'invalid range on address: ::1/129'],
    ['10.0.0.0/x', '"10.0.0.0/x" is none of these'],
    [',', '(got ",")'],
  ])('refuses %j with one line naming the variable', (raw, detail) => {
    let message = '';
    try {
      parseProxyTrust(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^TRUST_PROXY must be false, a number of proxies from 1 to 10, or/);
    expect(message).toContain(detail);
    expect(message).not.toContain('\n');
  });

  it('reads any text as a setting or refuses it with one line naming the variable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        try {
          const trust = parseProxyTrust(raw);
          expect(['none', 'hops', 'addresses']).toContain(trust.kind);
          // What was accepted compiles: the server never meets a bad list at its first request.
          trustsHop(trust)('192.0.2.1', 0);
        } catch (error) {
          expect((error as Error).message).toMatch(/^TRUST_PROXY must be /);
          expect((error as Error).message.split('\n')[0]).toContain('(got "');
        }
      }),
    );
  });
});

describe('forwardedProtocol', () => {
  const request = (remoteAddress: string, proto?: string): ForwardedRequest =>
    ({
      socket: { remoteAddress },
      headers: proto === undefined ? {} : { 'x-forwarded-proto': proto },
    }) as unknown as ForwardedRequest;
  const trusts = trustsHop(parseProxyTrust('10.0.0.0/8'));

  it('believes X-Forwarded-Proto from a trusted peer only, its right-most value', () => {
    expect(forwardedProtocol(request('10.1.1.1', 'https'), trusts)).toBe('https');
    expect(forwardedProtocol(request('::ffff:10.1.1.1', 'HTTPS'), trusts)).toBe('https');
    expect(forwardedProtocol(request('10.1.1.1', 'http, https'), trusts)).toBe('https');
    expect(forwardedProtocol(request('10.1.1.1', 'https, http'), trusts)).toBe('http');
    expect(forwardedProtocol(request('10.1.1.1', 'gopher'), trusts)).toBe('http');
    expect(forwardedProtocol(request('10.1.1.1'), trusts)).toBe('http');
    expect(forwardedProtocol(request('203.0.113.5', 'https'), trusts)).toBe('http');
  });
});
