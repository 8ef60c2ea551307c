/**
 * PUBLIC_URL, the site's one address, read at start: the pages' canonical links and social tags,
 * the sitemap, robots.txt, the feed, structured data and every link in every mail are made from it.
 */
import type { Config } from './config';

/** Where browsers may keep a Secure cookie over plain HTTP: the only http:// origins production takes. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A host name (as the URL parser writes it, in punycode), an IPv4 or an IPv6 address: URLs take
 * quotes, `&` and the like in a host, which the pages' attributes and the mails must never get.
 */
const HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+\.?$|^\[[0-9a-f:.]+\]$/;

const EXAMPLE = 'https://studio.example';

/** Whether `origin` names this machine (as PUBLIC_URL unset does): a link to it reaches no one else. */
export const isLoopbackOrigin = (origin: string) => LOOPBACK_HOST.test(new URL(origin).hostname);

/** Outside production, unset: the server's own address on this machine. */
export const defaultPublicUrl = (port: number) => `http://localhost:${port}`;

export const PUBLIC_URL_REQUIRED = `PUBLIC_URL is required when NODE_ENV=production: set it to the site's address, e.g. PUBLIC_URL=${EXAMPLE}`;

/** The origin that PUBLIC_URL names (scheme, host and port, no trailing slash), or why it names none. */
export function parsePublicUrl(
  raw: string,
  production: boolean,
): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      problem: `PUBLIC_URL must be the site's address, such as ${EXAMPLE} (got ${JSON.stringify(raw)})`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      problem: `PUBLIC_URL must start with https:// or http:// (got ${JSON.stringify(raw)})`,
    };
  }
  if (url.username !== '' || url.password !== '' || url.port === '0' || !HOST.test(url.hostname)) {
    return {
      problem: `PUBLIC_URL must be the site's address, such as ${EXAMPLE} (got ${JSON.stringify(raw)})`,
    };
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return {
      problem: `PUBLIC_URL must be an origin without a path, query or fragment, such as ${EXAMPLE} (got ${JSON.stringify(raw)})`,
    };
  }
  if (production && url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    return {
      problem: `PUBLIC_URL must start with https:// when NODE_ENV=production (got ${JSON.stringify(raw)}); plain http:// is only for localhost`,
    };
  }
  return { origin: url.origin };
}

/**
 * A server started on PORT=0 (tests, benchmarks) learns its port only once it listens: an unset
 * PUBLIC_URL then names that port. (A set PUBLIC_URL cannot name port 0: parsePublicUrl refuses it.)
 */
export function withListeningPort(config: Config, port: number): Config {
  if (config.port !== 0 || config.delivery.publicUrl !== defaultPublicUrl(0)) return config;
  return { ...config, delivery: { ...config.delivery, publicUrl: defaultPublicUrl(port) } };
}
