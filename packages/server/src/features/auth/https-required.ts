import type { Context } from 'koa';

export const HTTPS_REQUIRED =
  'Signing in needs HTTPS. Open this site over https://; if it already is, the server is behind a proxy that it has not been told to trust.';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HTTPS required - Leadline</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>HTTPS required</h1>
<p>${HTTPS_REQUIRED}</p>
<p><a href="/">Go Home</a></p></body></html>`;

/**
 * In production the session cookie is Secure, and Node refuses to set one on a plain-HTTP request:
 * such a request gets this clear 403 (a page for a browser, JSON otherwise) instead of a 500, and the
 * log says what the operator should set.
 */
export function refuseWithoutHttps(ctx: Context): void {
  ctx.state.log.warn(
    { host: ctx.host, protocol: ctx.protocol },
    "sign-in over plain HTTP refused: serve the site over HTTPS, and if a proxy terminates HTTPS in front of this server, set TRUST_PROXY to the proxy's address (or TRUST_PROXY=1) so that its X-Forwarded-Proto is believed",
  );
  ctx.status = 403;
  ctx.set('Cache-Control', 'no-store');
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = PAGE;
  } else {
    ctx.body = { error: HTTPS_REQUIRED };
  }
}
