/** The hostile inputs that once answered 500, one by one: each is now a 4xx that writes nothing. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from './test/analytics-factories';
import { BROWSER_USER_AGENT } from './test/browser';
import { describeIntegration, useTestServer } from './test/harness';
import { sendRaw } from './test/raw-http';
import { rowCounter } from './test/row-count';
import { signedIn } from './test/sign-in';

const site = mkdtempSync(path.join(os.tmpdir(), 'leadline-site-'));
for (const page of [
  'index.html',
  '404.html',
  'blog/404.html',
  'admin/index.html',
  'blog/index.html',
]) {
  mkdirSync(path.dirname(path.join(site, page)), { recursive: true });
  writeFileSync(path.join(site, page), `<!doctype html><title>${page}</title>`);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));

describeIntegration('hostile inputs that used to be 500', () => {
  const app = useTestServer({ PUBLIC_DIR: site });
  let rows: () => Promise<number> = async () => Number.NaN;
  let sessionId = '';
  beforeAll(async () => {
    rows = await rowCounter(app.db.knex);
    sessionId = await createSession(app);
  });

  const post = async (urlPath: string, body: string, contentType = 'application/json') => {
    const before = await rows();
    const answer = await sendRaw(app.url, {
      method: 'POST',
      path: urlPath,
      headers: { 'content-type': contentType, 'user-agent': BROWSER_USER_AGENT },
      body,
    });
    if (answer.status >= 400) expect(await rows()).toBe(before);
    return answer;
  };

  const contact = (fields: string) =>
    `{"name":"Ann","email":"ann@example.com","message":"Hello",${fields}}`;

  it.each([
    ['an object for a string', contact('"company":{"$ne":1}'), 'company', 'company must be text.'],
    [
      'a list for a string',
      '{"name":"A","email":"a@example.com","message":["x"]}',
      'message',
      'message must be text.',
    ],
    [
      'an object with its own toString',
      contact('"company":{"toString":"x"}'),
      'company',
      'company must be text.',
    ],
  ])('contact: %s is a 400 with the field named', async (_name, body, field, message) => {
    const answer = await post('/api/contact', body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).fields).toEqual({ [field]: message });
  });

  it('calculate: an object with its own toString for the total is a 400', async () => {
    const answer = await post(
      '/api/calculate',
      '{"email":"a@example.com","selectedFeatures":["auth"],"totalCost":{"toString":"x"}}',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).fields).toEqual({ totalCost: 'totalCost must be a number.' });
  });

  it('a body key named __proto__ is refused by the JSON parser (prototype poisoning)', async () => {
    const answer = await post('/api/newsletter', '{"email":"p@example.com","__proto__":{"x":1}}');
    expect(answer.status).toBe(400);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'a body key named %s is dropped on a public route, refused on an admin one',
    async (key) => {
      const answer = await post('/api/newsletter', `{"email":"n-${key}@example.com","${key}":1}`);
      expect(answer.status).toBe(202);
      const admin = await signedIn(app, 'admin');
      const patched = await sendRaw(app.url, {
        method: 'PATCH',
        path: '/api/admin/hot-leads/0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80',
        headers: { cookie: admin, origin: app.url, 'content-type': 'application/json' },
        body: `{"contacted":true,"${key}":1}`,
      });
      expect(patched.status).toBe(400);
      expect(JSON.parse(patched.body).error).toBe(`Unknown field: ${key}.`);
    },
  );

  it('deep nesting in a field or in event metadata is a 400', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    expect((await post('/api/contact', contact(`"company":${deep}`))).status).toBe(400);
    const event = await post(
      '/api/analytics/event',
      `{"sessionId":"${sessionId}","eventType":"PAGE_VIEW","pageUrl":"/","metadata":{"a":${deep}}}`,
      'text/plain',
    );
    expect(event.status).toBe(400);
    expect(JSON.parse(event.body)).toEqual({
      error: 'The request body nests more than 32 levels deep',
    });
  });

  it.each(['\\u0000', '\\ud800'])('%s in firstVisit.timestamp is a 400', async (bad) => {
    const answer = await post(
      '/api/analytics/session',
      `{"sessionId":"s-nul","visitorId":"v-nul","isReturningVisitor":false,"deviceType":"desktop","firstVisit":{"timestamp":"2026${bad}"}}`,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).fields).toEqual({
      'firstVisit.timestamp': 'firstVisit.timestamp contains characters that cannot be stored.',
    });
  });

  it('a NUL in the sign-in address is a failed sign-in, not a database error', async () => {
    const answer = await post(
      '/api/login',
      'email=a%00b%40example.com&password=whatever',
      'application/x-www-form-urlencoded',
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('Invalid email or password');
  });

  it('an offset past bigint on an admin list is a 400', async () => {
    const admin = await signedIn(app, 'admin');
    const answer = await sendRaw(app.url, {
      method: 'GET',
      path: '/api/admin/submissions/contacts?offset=9223372036854775808',
      headers: { cookie: admin },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).fields).toEqual({
      offset: 'offset must be at most 1,000,000,000.',
    });
  });

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '//evil.com',
    '/blog/%zz',
    '/%00',
    '/%',
    '/admin/%zz',
    '/a%00b.js',
  ])('the static site answers the probe %s with a 4xx', async (probe) => {
    const answer = await sendRaw(app.url, { method: 'GET', path: probe });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
  it.each([
    ['TRACE', '/api/health', 405],
    ['PROPFIND', '/api/admin/dashboard', 405],
    ['SEARCH', '/api/no-such-route', 404],
    ['MKCOL', '/', 405],
    ['PURGE', '/blog', 405],
  ])('an unknown method %s %s is a %i, never a 5xx', async (method, urlPath, status) => {
    const answer = await sendRaw(app.url, { method, path: urlPath });
    expect(answer.status).toBe(status);
    if (status === 405) expect(answer.headers.allow).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
  });
});

describeIntegration('production behind a plain-HTTP proxy without TRUST_PROXY', () => {
  const app = useTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://leads.example.com' });

  it('answers sign-in with a clear 403 page, not a 500', async () => {
    const answer = await sendRaw(app.url, {
      method: 'POST',
      path: '/api/login',
      headers: {
        host: 'leads.example.com',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'email=a%40example.com&password=whatever',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Signing in needs HTTPS');
    const json = await sendRaw(app.url, {
      method: 'GET',
      path: '/api/auth/user',
      headers: { host: 'leads.example.com', accept: 'application/json' },
    });
    expect(json.status).toBe(403);
    expect(JSON.parse(json.body).error).toMatch(/^Signing in needs HTTPS/);
  });
});
