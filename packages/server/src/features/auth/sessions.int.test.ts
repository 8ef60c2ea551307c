/**
 * Sign-in sessions: a `__Host-` cookie over HTTPS (here behind a trusted proxy that says so), the
 * plain name over plain HTTP; an end 7 days after the last use and another 30 days after the sign-in,
 * both kept by the server.
 */
import { expect, it } from 'vitest';
import { describeIntegration, useTestServer, type TestServer } from '../../test/harness';
import { cookiesOf, postLogin, TEST_PASSWORD } from '../../test/sign-in';
import { createUser } from '../users/service';
import { purgeExpiredSessions } from './session-store';

const HTTPS = { 'x-forwarded-proto': 'https' };

async function signIn(app: TestServer, headers: Record<string, string> = {}) {
  const email = `owner-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await createUser(app.db.knex, { email, password: TEST_PASSWORD, role: 'admin' });
  const response = await postLogin(app, { email, password: TEST_PASSWORD }, headers);
  expect(response.status).toBe(303);
  return { response, cookie: cookiesOf(response), userId: user.id };
}

describeIntegration('the session cookie over HTTPS and over plain HTTP', () => {
  const app = useTestServer({ TRUST_PROXY: '1' });

  it('is __Host-leadline.sid over HTTPS: Secure, Path=/, no Domain', async () => {
    const { response, cookie } = await signIn(app, HTTPS);
    const lines = response.headers.getSetCookie();
    const session = lines.filter((line) => line.startsWith('__Host-leadline.sid'));
    expect(session.map((line) => line.split('=')[0])).toEqual([
      '__Host-leadline.sid',
      '__Host-leadline.sid.sig',
    ]);
    for (const line of session) {
      expect(line).toMatch(/; path=\/(;|$)/);
      expect(line).toMatch(/; secure(;|$)/);
      expect(line).toMatch(/; httponly(;|$)/);
      expect(line).toMatch(/; samesite=lax(;|$)/);
      expect(line).not.toMatch(/domain=/i);
    }
    expect(lines.some((line) => /^leadline\.sid=[^;]/.test(line))).toBe(false);
    expect((await app.get('/api/auth/user', { cookie, ...HTTPS })).status).toBe(200);
  });

  it('reads only the __Host- cookie over HTTPS, and only the plain one over HTTP', async () => {
    const secure = (await signIn(app, HTTPS)).cookie;
    const plain = (await signIn(app)).cookie;
    expect(plain).toMatch(/^leadline\.sid=/);
    // A plain-named cookie (one a sibling subdomain could have planted) is no session over HTTPS.
    expect((await app.get('/api/auth/user', { cookie: plain, ...HTTPS })).status).toBe(401);
    expect((await app.get('/api/auth/user', { cookie: secure })).status).toBe(401);
    expect((await app.get('/api/auth/user', { cookie: plain })).status).toBe(200);
  });

  it('clears the __Host- cookie at sign-out over HTTPS', async () => {
    const { cookie } = await signIn(app, HTTPS);
    const response = await fetch(`${app.url}/api/logout`, {
      redirect: 'manual',
      headers: { cookie, ...HTTPS, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(303);
    const cleared = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('__Host-leadline.sid='));
    expect(cleared).toMatch(/^__Host-leadline\.sid=;.*expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; secure(;|$)/);
    expect((await app.get('/api/auth/user', { cookie, ...HTTPS })).status).toBe(401);
  });
});

describeIntegration('the ends of a sign-in session', () => {
  const app = useTestServer();
  const sessionOf = (userId: string) => app.db.knex('auth_sessions').where({ user_id: userId });
  const age = (userId: string, column: 'created_at' | 'expires_at', sql: string) =>
    sessionOf(userId).update({ [column]: app.db.knex.raw(sql) });
  const user = (cookie: string) => app.get('/api/auth/user', { cookie });

  it('refuses and deletes a session 30 days after its sign-in, however recently it was used', async () => {
    const { cookie, userId } = await signIn(app);
    await age(userId, 'created_at', "now() - interval '30 days 1 minute'");
    expect(await sessionOf(userId)).toHaveLength(1);
    expect((await user(cookie)).status).toBe(401);
    expect(await sessionOf(userId)).toHaveLength(0);
  });

  it('renews a session on use, but never past 30 days after its sign-in', async () => {
    const { cookie, userId } = await signIn(app);
    await age(userId, 'created_at', "now() - interval '29 days 23 hours'");
    expect((await user(cookie)).status).toBe(200);
    const [row] = await sessionOf(userId).select(
      app.db.knex.raw(
        "(expires_at <= created_at + interval '30 days') as capped, (expires_at > now()) as live",
      ),
    );
    expect(row).toEqual({ capped: true, live: true });
    await age(userId, 'created_at', "now() - interval '30 days'");
    expect((await user(cookie)).status).toBe(401);
  });

  it('refuses a session 7 days after its last use', async () => {
    const { cookie, userId } = await signIn(app);
    await age(userId, 'expires_at', "now() - interval '1 second'");
    expect((await user(cookie)).status).toBe(401);
    expect(await sessionOf(userId)).toHaveLength(0);
  });

  it('is purged by maintenance at either end', async () => {
    const idle = await signIn(app);
    const old = await signIn(app);
    const live = await signIn(app);
    await age(idle.userId, 'expires_at', "now() - interval '1 minute'");
    await age(old.userId, 'created_at', "now() - interval '31 days'");
    expect(await purgeExpiredSessions(app.db.knex)).toBe(2);
    expect(await sessionOf(idle.userId)).toHaveLength(0);
    expect(await sessionOf(old.userId)).toHaveLength(0);
    expect(await sessionOf(live.userId)).toHaveLength(1);
    expect((await user(live.cookie)).status).toBe(200);
  });
});
