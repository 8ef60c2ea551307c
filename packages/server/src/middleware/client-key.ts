import { isIPv6 } from 'node:net';

/**
 * What per-client limits count: an IPv4 address, or the /64 network of an IPv6 address (a single
 * subscriber gets a whole /64, so counting its addresses one by one would let one client be many).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [address = ''] = ip.toLowerCase().split('%');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A trailing dotted IPv4 part stands for two groups; only the first four groups matter here.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? [] : Array(8 - left.length - rightGroups).fill('0');
  const network = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
