/**
 * A request that read its sign-in session before the session ended (a sign-out, a new password, the
 * 30-day end) and finishes after it saves the session as every request does (rolling renewal): that
 * save must not bring the session back.
 */
import { expect, it } from 'vitest';
import { holdAdminRequest } from '../../test/held-request';
import { describeIntegration, useTestServer, type TestServer } from '../../test/harness';
import { cookiesOf, postLogin, TEST_PASSWORD } from '../../test/sign-in';
import { createUser, setPassword } from '../users/service';

async function signIn(app: TestServer) {
  const email = `owner-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await createUser(app.db.knex, { email, password: TEST_PASSWORD, role: 'admin' });
  const response = await postLogin(app, { email, password: TEST_PASSWORD });
  expect(response.status).toBe(303);
  return { email, cookie: cookiesOf(response), userId: user.id };
}

describeIntegration('a request in flight when its session ends', () => {
  const app = useTestServer();
  const sessionsOf = (userId: string) => app.db.knex('auth_sessions').where({ user_id: userId });
  const adminCall = async (cookie: string) =>
    (await app.get('/api/admin/dashboard', { cookie, origin: app.url })).status;

  it('does not undo a sign-out', async () => {
    const { cookie, userId } = await signIn(app);
    const held = await holdAdminRequest(app, cookie, userId);
    const signOut = await fetch(`${app.url}/api/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: app.url },
    });
    expect(signOut.status).toBe(303);
    // It was signed in when it started: past the guard, it finds no such person.
    expect(await held.release()).toBe(404);
    expect(await adminCall(cookie)).toBe(401);
    expect(await sessionsOf(userId)).toHaveLength(0);
  });

  it('does not undo the sign-out everywhere of a new password', async () => {
    const { email, cookie, userId } = await signIn(app);
    const held = await holdAdminRequest(app, cookie, userId);
    await setPassword(app.db.knex, email, 'another horse battery staple');
    expect(await held.release()).toBe(404);
    expect(await adminCall(cookie)).toBe(401);
    expect(await sessionsOf(userId)).toHaveLength(0);
  });

  it('does not start the session over when its 30-day end passes meanwhile', async () => {
    const { cookie, userId } = await signIn(app);
    const held = await holdAdminRequest(app, cookie, userId);
    await sessionsOf(userId).update({
      created_at: app.db.knex.raw("now() - interval '30 days 1 second'"),
    });
    // Another request finds the session past its end and deletes it.
    expect(await adminCall(cookie)).toBe(401);
    expect(await held.release()).toBe(404);
    expect(await adminCall(cookie)).toBe(401);
    expect(await sessionsOf(userId)).toHaveLength(0);
  });

  it('still renews a session that lasts', async () => {
    const { cookie, userId } = await signIn(app);
    await sessionsOf(userId).update({
      expires_at: app.db.knex.raw("now() + interval '1 hour'"),
    });
    const held = await holdAdminRequest(app, cookie, userId);
    expect(await held.release()).toBe(404);
    const [row] = await sessionsOf(userId).select(
      app.db.knex.raw("(expires_at > now() + interval '6 days') as renewed"),
    );
    expect(row).toEqual({ renewed: true });
    expect(await adminCall(cookie)).toBe(200);
  });
});
