import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import type { Database } from '../../db/connect';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
  SIGNED_IN_COOKIE,
} from '@leadline/domain';
import { refuseWithoutHttps } from './https-required';
import { databaseSessionStore, newSessionKey } from './session-store';

export { SESSION_COOKIE };
export const SESSION_MAX_AGE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;

const isLocalhost = (host: string) =>
  host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Over HTTPS the cookie is `__Host-` prefixed (Secure, Path=/, no Domain), and only that name is read
 * there: a plain-named cookie that a sibling subdomain planted is never taken for a session. Plain
 * HTTP (local use) keeps the plain name, since browsers refuse a `__Host-` cookie without Secure.
 */
const cookieName = (ctx: Context) => (ctx.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * Sign-in sessions: an opaque, signed cookie (HttpOnly, SameSite=Lax, Secure in production or over
 * HTTPS) naming a row of auth_sessions; it ends 7 days after its last use, and 30 days after the
 * sign-in however often it is used (session-store.ts holds both ends). The routers that need a session
 * (sign-in and admin) mount this middleware on their routes; no other route reads or sets the cookie.
 */
export function signInSessions(
  app: Koa,
  db: Database,
  { secret, production }: { secret: string; production: boolean },
): Middleware {
  app.keys = [secret];
  const store = databaseSessionStore(db.knex);
  // The keys koa-session made in each request (a sign-in's): only those may add a row to the store.
  const madeIn = new WeakMap<Context, Set<string>>();
  const newKey = (ctx: Context) => {
    const key = newSessionKey();
    madeIn.set(ctx, (madeIn.get(ctx) ?? new Set()).add(key));
    return key;
  };
  const cookieOptions = (ctx: Context) =>
    ({
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: production || ctx.secure,
      path: '/',
      overwrite: true,
    }) as const;
  const sessions = createSession(
    {
      // koa-session clears this name when a session ends; the `__Host-` one is cleared in destroy.
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      rolling: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: production,
      store: {
        get: (key) => store.get(key),
        // Added once: the request's later saves of that key (koa-session saves again after
        // regenerate) renew it like any other.
        set: (key, data, maxAge, { ctx }) =>
          store.set(key, data, maxAge, { isNew: madeIn.get(ctx)?.delete(key) ?? false }),
        destroy: async (key, { ctx }) => {
          await store.destroy(key);
          if (ctx.secure)
            ctx.cookies.set(SECURE_SESSION_COOKIE, '', {
              ...cookieOptions(ctx),
              expires: new Date(0),
            });
        },
      },
      externalKey: {
        get: (ctx) => ctx.cookies.get(cookieName(ctx), { signed: true }) ?? '',
        set: (ctx, key) =>
          ctx.cookies.set(cookieName(ctx), key, {
            ...cookieOptions(ctx),
            maxAge: SESSION_MAX_AGE_MS,
          }),
      },
      genid: newKey,
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
        secure: production || ctx.secure,
        maxAge: SESSION_MAX_AGE_MS,
        overwrite: true,
      });
    }
  };
}
