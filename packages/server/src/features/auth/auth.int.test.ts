import { expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { cookiesOf, postLogin, signedIn, TEST_PASSWORD } from '../../test/sign-in';
import { createUser } from '../users/service';
import { FIXTURE_SITE_DIR, lineItemsJson } from '../../test/site';
import { loadSite } from '../../site';

const fixtureName = loadSite({ SITE_DIR: FIXTURE_SITE_DIR }).identity.name;

describeIntegration('sign-in', () => {
  const app = useTestServer();

  it('tells how to create the first admin while none exists', async () => {
    const response = await app.get('/api/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/api/login">');
    expect(html).toContain('No administrator exists yet');
    expect(html).toContain('admin create --email');
    // Titled with the site folder's name, as the site and its mails are.
    expect(html).toContain(`<title>Sign in · ${fixtureName}</title>`);
  });

  it('signs in, redirects to the admin area with a session cookie, and knows the user', async () => {
    await createUser(app.db.knex, {
      email: 'Boss@Example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    expect(await (await app.get('/api/login')).text()).not.toContain('No administrator exists yet');

    const response = await postLogin(app, { email: 'boss@example.com', password: TEST_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/dashboard');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('leadline.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/expires=/i);
    // Its readable twin says only "signed in", so the site skips the user call for anonymous visitors.
    const hint = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('leadline.signed-in='));
    expect(hint).toMatch(/^leadline\.signed-in=1;/);
    expect(hint).not.toMatch(/httponly/i);

    const user = await app.get('/api/auth/user', { cookie: cookiesOf(response) });
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({
      id: expect.any(String),
      email: 'boss@example.com',
      role: 'admin',
    });
    const row = await app.db.knex('users').where({ email: 'boss@example.com' }).first();
    expect(row.last_login_at).toBeInstanceOf(Date);
    // The cookie names a stored session by an opaque key; the table keeps only its hash.
    const stored = await app.db.knex('auth_sessions').where({ user_id: row.id });
    expect(stored).toHaveLength(1);
    expect(cookiesOf(response)).not.toContain(stored[0].id);
  });

  it('keeps a same-site returnTo and ignores any other', async () => {
    await createUser(app.db.knex, {
      email: 'return@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const to = async (returnTo: string) =>
      (
        await postLogin(app, { email: 'return@example.com', password: TEST_PASSWORD, returnTo })
      ).headers.get('location');
    expect(await to('/admin/leads?status=new')).toBe('/admin/leads?status=new');
    expect(await to('//evil.example/x')).toBe('/admin/dashboard');
    expect(await to('https://evil.example/')).toBe('/admin/dashboard');
    expect(await to('/\\evil.example')).toBe('/admin/dashboard');
    const page = await (await app.get('/api/login?returnTo=/admin/hot-leads')).text();
    expect(page).toContain('value="/admin/hot-leads"');
  });

  it('says only "Invalid email or password", whichever was wrong', async () => {
    await createUser(app.db.knex, {
      email: 'known@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    for (const form of [
      { email: 'known@example.com', password: 'wrong password!' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const response = await postLogin(app, form);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).toContain('Invalid email or password');
      expect(html).not.toContain(form.password);
    }
  });

  it('gives a new session id at sign-in and ends the old one (no session fixation)', async () => {
    await createUser(app.db.knex, {
      email: 'fixed@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const first = cookiesOf(
      await postLogin(app, { email: 'fixed@example.com', password: TEST_PASSWORD }),
    );
    const second = await postLogin(
      app,
      { email: 'fixed@example.com', password: TEST_PASSWORD },
      { cookie: first },
    );
    const renewed = cookiesOf(second);
    expect(renewed).not.toBe('');
    expect(renewed).not.toBe(first);
    expect((await app.get('/api/auth/user', { cookie: first })).status).toBe(401);
    expect((await app.get('/api/auth/user', { cookie: renewed })).status).toBe(200);
  });

  it('signs out on the server: the old cookie is worth nothing afterwards', async () => {
    const cookie = await signedIn(app, 'admin');
    // As a browser follows the site's own Logout link.
    const response = await fetch(`${app.url}/api/logout`, {
      redirect: 'manual',
      headers: { cookie: `${cookie}; leadline.signed-in=1`, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().some((line) => /^leadline\.sid=;/.test(line))).toBe(
      true,
    );
    expect(
      response.headers.getSetCookie().some((line) => /^leadline\.signed-in=;/.test(line)),
    ).toBe(true);
    expect((await app.get('/api/auth/user', { cookie })).status).toBe(401);
    expect((await app.get('/api/admin/dashboard', { cookie })).status).toBe(401);
  });

  it('answers 401 for /api/auth/user without a session', async () => {
    const response = await app.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to continue' });
  });

  it('refuses a sign-in posted from another site', async () => {
    await createUser(app.db.knex, {
      email: 'csrf@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const form = { email: 'csrf@example.com', password: TEST_PASSWORD };
    expect((await postLogin(app, form, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await postLogin(app, form, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postLogin(app, form, { origin: app.url })).status).toBe(303);
  });
});

describeIntegration('the sign-in throttle', () => {
  const app = useTestServer({ TRUST_PROXY: 'true' });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const owner = (email: string) =>
    createUser(app.db.knex, { email, password: TEST_PASSWORD, role: 'admin' });

  it('refuses a client after 5 failures for an account, with Retry-After, but not the owner elsewhere', async () => {
    await owner('target@example.com');
    for (let i = 0; i < 5; i++) {
      const response = await postLogin(
        app,
        { email: 'target@example.com', password: `guess number ${i}` },
        from('198.51.100.10'),
      );
      expect(response.status).toBe(401);
    }
    const refused = await postLogin(
      app,
      { email: 'target@example.com', password: TEST_PASSWORD },
      from('198.51.100.10'),
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.text()).toContain('Too many failed sign-ins. Try again in 15 minutes.');

    const fromHome = await postLogin(
      app,
      { email: 'target@example.com', password: TEST_PASSWORD },
      from('203.0.113.20'),
    );
    expect(fromHome.status).toBe(303);
  });

  it('lets the owner in from a clean address during a distributed attack, and makes attackers wait', async () => {
    await owner('besieged@example.com');
    const attackers = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
    for (const attacker of attackers) {
      const guess = { email: 'besieged@example.com', password: `guess from ${attacker}` };
      expect((await postLogin(app, guess, from(attacker))).status).toBe(401);
    }
    const again = await postLogin(
      app,
      { email: 'besieged@example.com', password: 'one more guess' },
      from(attackers.at(-1)!),
    );
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^(59|60)$/);
    expect(await again.text()).toContain('Too many failed sign-ins. Try again in 1 minute.');

    const ownerSignsIn = await postLogin(
      app,
      { email: 'besieged@example.com', password: TEST_PASSWORD },
      from('203.0.113.21'),
    );
    expect(ownerSignsIn.status).toBe(303);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    await owner('six@example.com');
    for (let i = 0; i < 5; i++) {
      const guess = { email: 'six@example.com', password: `guess number ${i}` };
      expect((await postLogin(app, guess, from(`2001:db8:1:2::${i + 1}`))).status).toBe(401);
    }
    const sameNetwork = await postLogin(
      app,
      { email: 'six@example.com', password: TEST_PASSWORD },
      from('2001:db8:1:2:ffff::9'),
    );
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await postLogin(
      app,
      { email: 'six@example.com', password: TEST_PASSWORD },
      from('2001:db8:1:3::1'),
    );
    expect(otherNetwork.status).toBe(303);
  });
});

describeIntegration('the admin API guard', () => {
  const app = useTestServer();

  const routes = [
    ['GET', '/api/admin/dashboard'],
    ['PATCH', '/api/admin/hot-leads/0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80'],
  ] as const;

  it.each(routes)('%s %s: 401 anonymous, 403 viewer', async (method, path) => {
    const viewer = await signedIn(app, 'viewer');
    const call = (cookie?: string) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: cookie ? { cookie, origin: app.url } : { origin: app.url },
      });
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Sign in to continue' });
    const forbidden = await call(viewer);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Only administrators can do this' });
  });

  it('lets an admin through: the dashboard counts, an unknown route 404, a wrong method 405', async () => {
    const admin = await signedIn(app, 'admin');
    await app.post('/api/contact', { name: 'A', email: 'a@example.com', message: 'hi' });
    await app.post('/api/calculate', {
      email: 'b@example.com',
      selectedFeatures: ['auth'],
      totalCost: 2000,
    });
    await app.db.knex('calculator_leads').insert({
      email: 'c@example.com',
      selected_features: ['api'],
      line_items: lineItemsJson(['api']),
      total_cost: 4000,
      status: 'contacted',
    });
    const dashboard = await app.get('/api/admin/dashboard', { cookie: admin });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.json()).toEqual({
      totalLeads: 2,
      totalContacts: 1,
      newLeads: 1,
      newContacts: 1,
      contactedLeads: 1,
      contactedContacts: 0,
    });
    expect((await app.get('/api/admin/no-such-route', { cookie: admin })).status).toBe(404);
    const wrongMethod = await fetch(`${app.url}/api/admin/dashboard`, {
      method: 'POST',
      headers: { cookie: admin, origin: app.url },
    });
    expect(wrongMethod.status).toBe(405);
  });

  it('answers a path or method that names no route 404 or 405 whoever asks: routing comes first', async () => {
    const viewer = await signedIn(app, 'viewer');
    for (const cookie of [undefined, viewer]) {
      const headers: Record<string, string> = { origin: app.url, ...(cookie ? { cookie } : {}) };
      const unknown = await fetch(`${app.url}/api/admin/no-such-route`, { headers });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        error: 'No API route for GET /api/admin/no-such-route',
      });
      const wrongMethod = await fetch(`${app.url}/api/admin/dashboard`, {
        method: 'POST',
        headers,
      });
      expect(wrongMethod.status).toBe(405);
    }
  });

  it('refuses a state-changing admin request from another site, and changes nothing', async () => {
    const admin = await signedIn(app, 'admin');
    const created = await app.post('/api/contact', {
      name: 'A',
      email: 'x@example.com',
      message: 'hi',
    });
    const { id } = (await created.json()) as { id: string };
    const response = await fetch(`${app.url}/api/admin/submissions/contacts/${id}`, {
      method: 'PATCH',
      headers: {
        cookie: admin,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ status: 'contacted' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    const row = await app.db.knex('contact_messages').where({ id }).first('status');
    expect(row).toEqual({ status: 'new' });
  });
});
