/**
 * The one reading of who sent a request and how it arrived, by TRUST_PROXY (see proxy-trust.ts):
 * every ctx.ip, ctx.ips, ctx.protocol and ctx.secure of the app (and so its cookies, rate limits,
 * sign-in throttle and HSTS) follows it, and ctx.host never reads X-Forwarded-Host.
 */
import type Koa from 'koa';
import type { Logger } from '../logger';
import { forwardedChain, forwardedProtocol, trustsHop, type ProxyTrust } from '../proxy-trust';

export function believeProxies(app: Koa, trust: ProxyTrust, logger: Logger): void {
  if (trust.kind === 'hops' && trust.legacy) {
    logger.warn(
      'TRUST_PROXY=true is read as TRUST_PROXY=1 (one proxy in front of the server); set the number of proxies, or their addresses, to say so',
    );
  }
  // Koa's own reading would believe every header of any peer once enabled, X-Forwarded-Host
  // included. The host is always the Host header: the proxies this serves (Caddy, nginx with
  // `proxy_set_header Host $host`) pass it on, and nginx passes a client's X-Forwarded-Host unchanged.
  app.proxy = false;
  const trusts = trustsHop(trust);
  // Koa's request.ip is ips[0], or the socket's peer when ips is empty, and memoised per request.
  Object.defineProperties(app.request, {
    ips: {
      get(this: Koa.Request): string[] {
        return trust.kind === 'none' ? [] : forwardedChain(this.req, trusts);
      },
      configurable: true,
    },
    protocol: {
      get(this: Koa.Request): string {
        return forwardedProtocol(this.req, trusts);
      },
      configurable: true,
    },
  });
}
