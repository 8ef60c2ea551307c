/**
 * Sign-out is the spec's browser navigation to /api/logout from the site's own pages; a request for
 * it from anywhere else (another site's link or image, a client that says nothing) gets a page that
 * asks first, whose button posts to /api/logout from this site.
 */
import { expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';
import { LOGOUT_QUESTION } from './logout-page';

describeIntegration('sign-out', () => {
  const app = useTestServer();
  const logout = (cookie: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/logout`, { redirect: 'manual', headers: { cookie, ...headers } });
  const stillSignedIn = async (cookie: string) =>
    (await app.get('/api/auth/user', { cookie })).status === 200;

  it.each([
    ['a link on its own pages', { 'sec-fetch-site': 'same-origin' }],
    ['the address bar or a bookmark', { 'sec-fetch-site': 'none' }],
    ['an older browser, by its Referer', { referer: 'SITE/admin/dashboard' }],
    ['an older browser, by its Origin', { origin: 'SITE' }],
  ])('signs out a navigation from %s', async (_from, given) => {
    const cookie = await signedIn(app, 'admin');
    const headers = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [name, value.replace('SITE', app.url)]),
    );
    const response = await logout(cookie, headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it.each([
    ["another site's link", { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ["another site's link, in an older browser", { referer: 'https://evil.example/page' }],
    ['a page that hides its origin', { origin: 'null' }],
    ['a request that says nothing about where it came from', {}],
    ['a Referer that is no URL', { referer: 'not a url' }],
  ])('asks first, and signs nothing out, for %s', async (_from, headers) => {
    const cookie = await signedIn(app, 'admin');
    const response = await logout(cookie, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The session is renewed as on any use, not cleared.
    expect(response.headers.getSetCookie().filter((line) => /^[^=]+=;/.test(line))).toEqual([]);
    const html = await response.text();
    expect(html).toContain(LOGOUT_QUESTION);
    expect(html).toContain('<form method="post" action="/api/logout"');
    expect(html).toContain('<button type="submit">Sign out</button>');
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it("signs out by the page's button, a POST from this site", async () => {
    const cookie = await signedIn(app, 'admin');
    const response = await fetch(`${app.url}/api/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: app.url,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().some((line) => /^leadline\.sid=;/.test(line))).toBe(
      true,
    );
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('refuses a sign-out posted from another site', async () => {
    const cookie = await signedIn(app, 'admin');
    const fromAnotherSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of fromAnotherSite) {
      const response = await fetch(`${app.url}/api/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, ...headers },
      });
      expect(response.status).toBe(403);
      expect(await stillSignedIn(cookie)).toBe(true);
    }
  });

  it('sends a visitor who is not signed in home, wherever the request came from', async () => {
    const requests: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of requests) {
      const response = await logout('', headers);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    }
  });
});
