import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../../app-deps';
import { unsupportedMediaType } from '../../errors';
import { countAdmins, findUserWithHash, recordLogin } from '../users/queries';
import { currentUser, notSignedIn } from './guard';
import { renderLoginPage } from './login-page';
import { renderLogoutPage } from './logout-page';
import { emailLogTag } from './email-log-tag';
import { createLoginThrottle, type SignInAttempt } from './login-throttle';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { createRouter } from '../../routing';
import { fromThisSite, refuseCrossSite } from '../../middleware/same-site';
import { clientHasherOf } from '../../middleware/client-hash';
import { formBody } from '../../middleware/request-body';

const DEFAULT_RETURN = '/admin/dashboard';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const THROTTLE_UNAVAILABLE =
  'Sign-in is unavailable for a moment. Please try again shortly.';
/** How soon to try again when the throttle's counters cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** Only a path of this site: never another origin, a protocol-relative URL or a backslash trick. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return DEFAULT_RETURN;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return DEFAULT_RETURN;
  return value;
}

const readForm = formBody({
  limit: { bytes: 10 * 1024, label: '10kb' },
  unreadable: 'The sign-in form could not be read',
});

/** Sign-in, sign-out and who is signed in; each route mounts the session (and a write, the same-site check) itself. */
export function authRouter({ db, config }: AppDeps, sessions: Middleware): Router {
  const router = createRouter();
  const throttle = createLoginThrottle(db);
  const clients = clientHasherOf(db.knex);
  // Log lines name a typed address by a keyed hash: lines about one address can be told together,
  // but a visitor's address (or a password typed into the e-mail field) is never written.
  const tagOf = emailLogTag(config.sessionSecret);
  const siteName = config.site.identity.name;

  const page = async (
    ctx: Context,
    status: number,
    options: { returnTo: string; email?: string; error?: string },
  ) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderLoginPage({
      ...options,
      siteName,
      noAdmin: (await countAdmins(db.knex)) === 0,
    });
  };

  // Without its counters the throttle cannot tell a guess from a sign-in, so it refuses both (and
  // does not ask the database about admins: it is likely what failed).
  const unavailable = (
    ctx: Context,
    error: unknown,
    options: { returnTo: string; email: string },
  ) => {
    ctx.state.log.error({ err: error }, 'sign-in refused: its throttle is unavailable');
    ctx.status = 503;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
    ctx.body = renderLoginPage({ ...options, siteName, error: THROTTLE_UNAVAILABLE });
  };

  router.get('/login', async (ctx) => {
    await page(ctx, 200, { returnTo: safeReturnTo(ctx.query.returnTo) });
  });

  router.post('/login', refuseCrossSite(), sessions, async (ctx) => {
    if (!ctx.is('application/x-www-form-urlencoded', 'multipart/form-data'))
      throw unsupportedMediaType();
    await readForm(ctx, async () => {});
    const form = ctx.request.body as Record<string, unknown>;
    const email =
      typeof form.email === 'string' ? form.email.trim().toLowerCase().slice(0, 254) : '';
    const password = typeof form.password === 'string' ? form.password.slice(0, 1024) : '';
    const returnTo = safeReturnTo(form.returnTo);

    let attempt: SignInAttempt;
    try {
      attempt = await throttle.attempt(email, await clients.key(ctx.ip));
    } catch (error) {
      return unavailable(ctx, error, { returnTo, email });
    }
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      ctx.state.log.warn({ emailTag: tagOf(email) }, 'sign-in refused: too many failures');
      ctx.set('Retry-After', String(wait));
      const minutes = Math.ceil(wait / 60);
      return page(ctx, 429, {
        returnTo,
        email,
        error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }

    const user = email ? await findUserWithHash(db.knex, email) : undefined;
    // An unknown address costs the same hashing time as a wrong password, so timing tells nothing.
    const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !matches) {
      try {
        await attempt.failed();
      } catch (error) {
        return unavailable(ctx, error, { returnTo, email });
      }
      ctx.state.log.warn({ emailTag: tagOf(email) }, 'sign-in failed');
      return page(ctx, 401, { returnTo, email, error: INVALID_CREDENTIALS });
    }

    try {
      await attempt.succeeded();
    } catch (error) {
      // The password was right; failures left counted only make this client's next typos cost more.
      ctx.state.log.warn({ err: error, userId: user.id }, 'sign-in throttle not cleared');
    }
    if (!ctx.session) throw new Error('sign-in sessions are not enabled on this route');
    ctx.session.userId = user.id;
    // A new session id at sign-in: an id planted before (session fixation) is worth nothing after it.
    await ctx.session.regenerate();
    await recordLogin(db.knex, user.id);
    ctx.state.log.info({ userId: user.id }, 'signed in');
    ctx.status = 303;
    ctx.redirect(returnTo);
  });

  const signOut = (ctx: Context) => {
    const userId = ctx.session?.userId;
    // Ending the session deletes it from the store and clears the cookie.
    ctx.session = null;
    if (userId) ctx.state.log.info({ userId }, 'signed out');
    ctx.status = 303;
    ctx.redirect('/');
  };

  // The spec's sign-out is a browser navigation from the site's own pages. Another site's link (or
  // image) must not sign the owner out: a signed-in visitor it brings here is asked first, and the
  // page's button posts to the route below.
  router.get('/logout', sessions, async (ctx) => {
    if (fromThisSite(ctx) || !ctx.session?.userId) return signOut(ctx);
    ctx.state.log.info('sign-out asked for from another site: confirmation page shown');
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderLogoutPage(siteName);
  });

  router.post('/logout', refuseCrossSite(), sessions, async (ctx) => signOut(ctx));

  router.get('/auth/user', sessions, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUser(db.knex, ctx.session?.userId);
    if (!user) throw notSignedIn();
    ctx.body = { id: user.id, email: user.email, role: user.role };
  });

  return router;
}
