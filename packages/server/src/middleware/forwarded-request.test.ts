import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { ProxyTrust } from '../proxy-trust';
import { capturedLog } from '../test/captured-log';
import { believeProxies } from './forwarded-request';

/** The context Koa makes for a request from `remoteAddress` with these headers, under `trust`. */
function contextOf(trust: ProxyTrust, remoteAddress: string, headers: Record<string, string>) {
  const app = new Koa();
  believeProxies(app, trust, createLogger('silent'));
  // Koa reads only these fields of the request to make ctx.ip, ctx.protocol and ctx.host.
  const request = { headers, socket: { remoteAddress }, url: '/', method: 'GET' };
  return app.createContext(request as never, {} as never);
}

/** An independent reading of "address in range" (ipaddr.js 2, not proxy-addr's own ipaddr.js 1). */
function inRange(range: string, address: string): boolean {
  const [network, bits] = range.includes('/')
    ? ipaddr.parseCIDR(range)
    : [ipaddr.parse(range), ipaddr.parse(range).kind() === 'ipv4' ? 32 : 128];
  const ip = ipaddr.process(address);
  return ip.kind() === network.kind() && ip.match(network, bits);
}

const ipv4 = fc.ipV4();
// Written as Node and proxies write them (compact); IPv4-mapped ones are made from IPv4 below.
const ipv6 = fc
  .ipV6()
  .map((address) => ipaddr.IPv6.parse(address))
  .filter((address) => !address.isIPv4MappedAddress())
  .map((address) => address.toString());
const address = fc.oneof(ipv4, ipv6);

/** A trusted entry that holds `proxy`: the address itself, or a range around it. */
const entryFor = (proxy: string) =>
  fc.oneof(
    fc.constant(proxy),
    fc
      .integer({ min: 8, max: ipaddr.parse(proxy).kind() === 'ipv4' ? 32 : 128 })
      .map((bits) => `${proxy}/${bits}`),
  );

/** How the socket shows an IPv4 peer: as is, or IPv4-mapped (a server listening on ::). */
const asSocket = (peer: string) =>
  ipaddr.parse(peer).kind() === 'ipv4'
    ? fc.constantFrom(peer, `::ffff:${peer}`)
    : fc.constant(peer);

/** What a client may write in X-Forwarded-For before the proxies append to it: anything. */
const forged = fc.oneof(
  fc.constant(''),
  fc.array(address, { maxLength: 4 }).map((entries) => entries.join(', ')),
  fc.stringMatching(/^[ -~]{0,40}$/),
);

const chainHeader = (forgedPart: string, client: string, proxiesAfterFirst: string[]) =>
  [forgedPart, client, ...[...proxiesAfterFirst].reverse()]
    .filter((part) => part !== '')
    .join(', ');

describe('the client address under TRUST_PROXY (ctx.ip)', () => {
  it('is the right-most untrusted address of a list, whatever the client wrote before it', () => {
    const proxiesWithEntries = fc.array(address, { minLength: 1, maxLength: 4 }).chain((proxies) =>
      fc.record({
        proxies: fc.constant(proxies),
        entries: fc.tuple(...proxies.map(entryFor)),
        socket: asSocket(proxies[0]!),
      }),
    );
    const decoys = fc.array(address.chain(entryFor), { maxLength: 3 });
    fc.assert(
      fc.property(
        address,
        proxiesWithEntries,
        decoys,
        forged,
        (client, { proxies, entries, socket }, others, forgedPart) => {
          const trusted = [...entries, ...others];
          fc.pre(!trusted.some((range) => inRange(range, client)));
          const ctx = contextOf({ kind: 'addresses', addresses: trusted }, socket, {
            'x-forwarded-for': chainHeader(forgedPart, client, proxies.slice(1)),
          });
          expect(ctx.ip).toBe(client);
          expect(ctx.ips).toEqual([client, ...[...proxies.slice(1)].reverse()]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is the address the last of n trusted hops saw, whatever the client wrote before it', () => {
    fc.assert(
      fc.property(
        address,
        fc.array(address, { minLength: 1, maxLength: 5 }),
        forged,
        (client, proxies, forgedPart) => {
          const ctx = contextOf({ kind: 'hops', hops: proxies.length }, proxies[0]!, {
            'x-forwarded-for': chainHeader(forgedPart, client, proxies.slice(1)),
          });
          expect(ctx.ip).toBe(client);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the peer itself when it is not trusted, or when nothing is', () => {
    fc.assert(
      fc.property(address, forged, fc.array(address, { maxLength: 3 }), (peer, xff, list) => {
        fc.pre(!list.some((range) => inRange(range, peer)));
        for (const trust of [
          { kind: 'none' },
          ...(list.length > 0 ? [{ kind: 'addresses', addresses: list }] : []),
        ] as ProxyTrust[]) {
          const ctx = contextOf(trust, peer, {
            'x-forwarded-for': xff,
            'x-forwarded-proto': 'https',
          });
          expect(ctx.ip).toBe(peer);
          expect(ctx.ips).toEqual([]);
          expect(ctx.secure).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('believeProxies', () => {
  it('takes the host from the Host header alone, even from a trusted proxy', () => {
    const ctx = contextOf({ kind: 'hops', hops: 1 }, '127.0.0.1', {
      host: 'leads.example.com',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(ctx.host).toBe('leads.example.com');
    expect(ctx.hostname).toBe('leads.example.com');
    expect(ctx.secure).toBe(true);
    expect(ctx.href).toBe('https://leads.example.com/');
  });

  it('warns once that TRUST_PROXY=true is read as one hop', () => {
    const { lines, logger } = capturedLog('info');
    believeProxies(new Koa(), { kind: 'hops', hops: 1, legacy: true }, logger);
    believeProxies(new Koa(), { kind: 'hops', hops: 1 }, logger);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/^TRUST_PROXY=true is read as TRUST_PROXY=1/),
    });
  });
});
