/**
 * Where a webhook may go. An endpoint's URL must be http(s) without credentials; unless
 * WEBHOOK_ALLOW_PRIVATE is set, every address its host resolves to must be public, checked when the
 * connection is made (so a name that later resolves to 127.0.0.1 is refused too, DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

export class UnsafeTarget extends Error {
  override name = 'UnsafeTarget';
}

/** An address outside the private, loopback, link-local and reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's own problems, as a sentence for the admin; undefined when it is acceptable. */
export function urlProblem(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The URL must be a full http:// or https:// address.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The URL must start with http:// or https://.';
  if (url.username || url.password) return 'The URL must not contain a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (ipaddr.isValid(host) && !isPublicAddress(host))
      return 'Private and loopback addresses are refused (set WEBHOOK_ALLOW_PRIVATE=true to allow them).';
    if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
      return 'Local host names are refused (set WEBHOOK_ALLOW_PRIVATE=true to allow them).';
  }
  return undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that fails on any non-public address. */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      return callback(
        new UnsafeTarget(`${hostname} resolves to ${refused.address}, a private address`),
        [],
      );
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new UnsafeTarget(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
