import type { Context, Middleware } from 'koa';
import { inlineSources, NO_DOCUMENT_POLICY, pagePolicy } from './content-security-policy';
import { readSiteSources } from './site-sources';

export interface SecurityHeadersOptions {
  /** The built web site, whose pages' inline scripts the policy allows. */
  publicDir: string;
  /** PUBLIC_URL, which the pages are served with (their inline scripts as served are hashed). */
  publicUrl: string;
  production: boolean;
}

const COMMON_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

// Without includeSubDomains: the owner's other subdomains may not all speak HTTPS.
const HSTS = 'max-age=31536000';

/** A policy matters only where the browser makes a document of the answer: a page, or an SVG opened as one. */
const DOCUMENT_TYPES = new Set(['text/html', 'image/svg+xml']);

/**
 * Sends the security headers on every answer, errors included (mount it outside the error handler).
 * Pages get a Content-Security-Policy allowing exactly the inline scripts they were built with.
 */
export function securityHeaders({
  publicDir,
  publicUrl,
  production,
}: SecurityHeadersOptions): Middleware {
  const site = readSiteSources(publicDir, publicUrl);
  // The site's React code needs inline styles: Radix adds a <style> element while a dialog is open
  // (its scroll lock), and prerendered markup carries style attributes.
  const sitePage = (extraScripts: readonly string[] = []) =>
    pagePolicy({ scripts: [...site.scripts, ...extraScripts] }, site.external);
  const sitePolicy = sitePage();

  const policyFor = (ctx: Context): string => {
    if (!DOCUMENT_TYPES.has(ctx.response.type)) return NO_DOCUMENT_POLICY;
    // A page rendered in memory (the sign-in page): exactly its own inline scripts and styles.
    if (typeof ctx.body === 'string') return pagePolicy(inlineSources(ctx.body));
    // A built page rewritten for this request (the blog's 404 page with the requested slug).
    if (ctx.state.pageHtml !== undefined)
      return sitePage(inlineSources(ctx.state.pageHtml).scripts);
    return sitePolicy;
  };

  return async (ctx, next) => {
    await next();
    ctx.set(COMMON_HEADERS);
    if (production && ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    ctx.set('Content-Security-Policy', policyFor(ctx));
  };
}
