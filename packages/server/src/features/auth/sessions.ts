import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { Database } from '../../db/connect';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../domain/auth';
import { refuseWithoutHttps } from './https-required';
import { databaseSessionStore, newSessionKey } from './session-store';

export { SESSION_COOKIE };
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isLocalhost = (host: string) =>
  host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Sign-in sessions: an opaque, signed cookie (HttpOnly, SameSite=Lax, Secure in production) naming a
 * row of auth_sessions; 7 days, renewed on each use. The routers that need a session (sign-in and
 * admin) mount this middleware on their routes; no other route reads or sets the cookie.
 */
export function signInSessions(
  app: Koa,
  db: Database,
  { secret, production }: { secret: string; production: boolean },
): Middleware {
  app.keys = [secret];
  const sessions = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      rolling: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: production,
      store: databaseSessionStore(db.knex),
      genid: newSessionKey,
    },
    app,
  );
  return async (ctx, next) => {
    // Browsers keep Secure cookies on http://localhost; elsewhere production needs HTTPS (or a
    // trusted proxy that says the request was HTTPS).
    if (production && !ctx.secure) {
      if (!isLocalhost(ctx.hostname)) return refuseWithoutHttps(ctx);
      ctx.cookies.secure = true;
    }
    let signedIn = false;
    await sessions(ctx, async () => {
      await next();
      signedIn = Boolean(ctx.session?.userId);
    });
    // A readable twin of the session cookie, holding nothing but "signed in": the site asks who is
    // signed in only when it is there, so anonymous visitors never make a request that fails.
    if (signedIn || ctx.cookies.get(SIGNED_IN_COOKIE)) {
      ctx.cookies.set(SIGNED_IN_COOKIE, signedIn ? '1' : null, {
        httpOnly: false,
        signed: false,
        sameSite: 'lax',
        secure: production,
        maxAge: SESSION_MAX_AGE_MS,
        overwrite: true,
      });
    }
  };
}
