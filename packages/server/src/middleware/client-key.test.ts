import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(clientKey('2001:db8:85a3:42::1')).toBe(network);
    expect(clientKey('2001:0DB8:85A3:0042:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientKey('2001:db8:85a3:42:1:2:3:4%eth0')).toBe(network);
    expect(clientKey('2001:db8:85a3:43::1')).not.toBe(network);
  });

  it('expands a :: that falls inside the network part', () => {
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});
