/**
 * TRUST_PROXY: which peers are proxies whose X-Forwarded-For (and X-Forwarded-Proto) the server
 * believes. The client is the right-most address of the chain (the socket's peer, then
 * X-Forwarded-For from right to left) that is not a trusted proxy, as Express and proxy-addr decide:
 * whatever a client writes to the left of what the first trusted proxy appended is never read.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** proxy-addr's named ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; private networks. */
export const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
export const MAX_PROXY_HOPS = 10;

export type ProxyTrust =
  | { kind: 'none' }
  /** The nearest `hops` peers are proxies, whatever their addresses. */
  | {
      kind: 'hops';
      hops: number;
      /** Given as the old `true`: read as 1, with a warning. */
      legacy?: true;
    }
  /** Peers with these addresses (IPs, CIDR ranges, named ranges) are proxies. */
  | { kind: 'addresses'; addresses: string[] };

const LEGACY_TRUE = new Set(['true', 'yes', 'on']);
const OFF = new Set(['', 'false', 'no', 'off', '0']);

/** Quoted, with any line break or control character escaped: the message stays one line. */
const oneLine = (text: string) => JSON.stringify(text);

const usage = (raw: string, problem = '') =>
  `TRUST_PROXY must be false, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or the proxies' ` +
  `addresses and CIDR ranges separated by commas (such as 172.16.0.0/12, ::1 or ` +
  `${NAMED_RANGES.join(', ')})${problem} (got ${oneLine(raw)})`;

/**
 * A named range, or an address (with a prefix length or an IPv4 netmask) in the form proxy-addr
 * reads: checked by Node's strict parser (proxy-addr's ipaddr.js 1 also takes "0x7f.1") and written
 * canonically (ipaddr.js 1 cannot read IPv6 forms such as "::1.2.3.4"). Undefined if it is neither.
 */
function canonicalEntry(item: string): string | undefined {
  const named = item.toLowerCase();
  if ((NAMED_RANGES as readonly string[]).includes(named)) return named;
  const slash = item.lastIndexOf('/');
  const address = slash === -1 ? item : item.slice(0, slash);
  const range = slash === -1 ? '' : item.slice(slash);
  if (isIP(address) === 0) return undefined;
  if (range !== '' && !/^\/\d{1,3}$/.test(range) && isIP(range.slice(1)) !== 4) return undefined;
  return `${ipaddr.parse(address).toString()}${range}`;
}

/** Reads TRUST_PROXY; throws an Error whose message is the one line to print. */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const raw = value?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (OFF.has(lower)) return { kind: 'none' };
  if (LEGACY_TRUE.has(lower)) return { kind: 'hops', hops: 1, legacy: true };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) throw new Error(usage(raw));
    return { kind: 'hops', hops };
  }
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const addresses: string[] = [];
  for (const item of items) {
    const entry = canonicalEntry(item);
    if (entry === undefined) throw new Error(usage(raw, `; ${oneLine(item)} is none of these`));
    addresses.push(entry);
  }
  if (addresses.length === 0) throw new Error(usage(raw));
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(usage(raw, `; ${(error as Error).message}`));
  }
  return { kind: 'addresses', addresses };
}

/** Whether the peer `hop` steps away from the server (0: the socket's peer) is a trusted proxy. */
export type TrustsHop = (address: string, hop: number) => boolean;

/** Addresses whose answer is remembered (most requests come from the same few proxies); then afresh. */
const KNOWN_ADDRESSES = 1000;

export function trustsHop(trust: ProxyTrust): TrustsHop {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  const inList = proxyAddr.compile(trust.addresses);
  const known = new Map<string, boolean>();
  return (address) => {
    let trusted = known.get(address);
    if (trusted === undefined) {
      trusted = inList(address, 0);
      if (known.size >= KNOWN_ADDRESSES) known.clear();
      known.set(address, trusted);
    }
    return trusted;
  };
}

/** What a request carries that decides who sent it: its socket and its headers. */
export type ForwardedRequest = Pick<IncomingMessage, 'socket' | 'headers'>;

/**
 * The addresses believed, client first: the client, then each trusted proxy that forwarded the
 * request, down to (not including) the socket's peer. Empty when the peer is not a trusted proxy.
 */
export function forwardedChain(request: ForwardedRequest, trusts: TrustsHop): string[] {
  // proxy-addr's types ask for a whole IncomingMessage; it reads only these two fields.
  const chain = proxyAddr.all(request as IncomingMessage, trusts);
  return chain.slice(1).reverse();
}

/**
 * http or https, as the nearest proxy says the request reached it: X-Forwarded-Proto counts only
 * from a trusted peer, and then its right-most value (the one that proxy set or appended).
 */
export function forwardedProtocol(request: ForwardedRequest, trusts: TrustsHop): 'http' | 'https' {
  if ((request.socket as { encrypted?: boolean }).encrypted) return 'https';
  if (!trusts(request.socket.remoteAddress ?? '', 0)) return 'http';
  const header = request.headers['x-forwarded-proto'];
  const nearest = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .at(-1)
    ?.trim()
    .toLowerCase();
  return nearest === 'https' ? 'https' : 'http';
}
