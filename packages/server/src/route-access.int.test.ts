/**
 * Walks every route the API's routers declare (read from the routers, so a new route is covered
 * without editing this file) × {anonymous, viewer, admin} × spellings of its path, over raw HTTP (no
 * client-side URL normalisation). Only the canonical path, with the right role, may reach a handler;
 * every other spelling is 404.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteAvailability } from '@leadline/domain';
import { apiRouter } from './api-router';
import { loadConfig } from './config';
import { startLiveAvailability } from './features/settings/live-availability';
import { createLogger } from './logger';
import { BROWSER_USER_AGENT } from './test/browser';
import { describeIntegration, useTestServer } from './test/harness';
import { sendRaw } from './test/raw-http';
import { signedIn } from './test/sign-in';
import { FIXTURE_SITE_DIR } from './test/site';

type Role = 'anonymous' | 'viewer' | 'admin';
type Access = 'public' | 'signed-in' | 'admin';

interface Route {
  method: string;
  /** The declared pattern, e.g. /api/admin/hot-leads/:id */
  pattern: string;
  /** The pattern with a sample value for each parameter. */
  path: string;
}

const SAMPLE_PARAM = '0b7f6a8e-4a51-4e0c-9a43-2d1c5d6e7f80';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The policy under test: the admin API is for admins, /api/auth/user for anyone signed in. */
function accessOf(pattern: string): Access {
  if (pattern.startsWith('/api/admin/')) return 'admin';
  if (pattern === '/api/auth/user') return 'signed-in';
  return 'public';
}

function allowed(access: Access, role: Role): boolean {
  if (access === 'public') return true;
  if (access === 'signed-in') return role !== 'anonymous';
  return role === 'admin';
}

/** Every (method, path) the routers declare; HEAD rides along with GET. */
function declaredRoutes(router: ReturnType<typeof apiRouter>): Route[] {
  const routes: Route[] = [];
  for (const layer of router.stack) {
    if (layer.methods.length === 0 || typeof layer.path !== 'string') continue;
    const pattern = layer.path;
    if (!/^[/a-zA-Z0-9:._-]+$/.test(pattern)) {
      throw new Error(`route ${pattern}: this walk only knows plain segments and :params`);
    }
    const path = pattern.replace(/:[A-Za-z_]\w*/g, SAMPLE_PARAM);
    for (const method of layer.methods) routes.push({ method, pattern, path });
  }
  return routes;
}

/** Other spellings of the same route: none of them names a route. */
function misspellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const spellings = new Set<string>([
    path.toUpperCase(),
    `${path}/`,
    `/${path}`,
    path.replace('/api/', '/api//'),
  ]);
  segments.forEach((segment, index) => {
    if (segment === SAMPLE_PARAM || !/[a-z]/.test(segment)) return;
    const replace = (value: string) =>
      join(segments.map((part, i) => (i === index ? value : part)));
    spellings.add(replace(segment.toUpperCase()));
    spellings.add(replace(segment[0]!.toUpperCase() + segment.slice(1)));
    const letter = segment.search(/[a-z]/);
    const encoded = `%${segment.charCodeAt(letter).toString(16)}`;
    spellings.add(replace(segment.slice(0, letter) + encoded + segment.slice(letter + 1)));
    spellings.add(
      replace(segment.slice(0, letter) + encoded.toUpperCase() + segment.slice(letter + 1)),
    );
    spellings.add(join([...segments.slice(0, index), '.', ...segments.slice(index)]));
    spellings.add(join([...segments.slice(0, index), '', ...segments.slice(index)]));
    spellings.add(join([...segments.slice(0, index), 'x', '..', ...segments.slice(index)]));
  });
  spellings.delete(path);
  return [...spellings];
}

function send(base: string, method: string, path: string, headers: Record<string, string>) {
  const body = STATE_CHANGING.has(method) ? '{}' : undefined;
  return sendRaw(base, {
    method,
    path,
    headers: {
      'user-agent': BROWSER_USER_AGENT,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body,
  });
}

describeIntegration('route access: every declared route × role × path spelling', () => {
  const app = useTestServer({ ANALYTICS_IP_RATE_LIMIT: '1000000', EVENT_RATE_LIMIT: '1000000' });
  let routes: Route[] = [];
  const cookies: Record<Role, string | undefined> = {
    anonymous: undefined,
    viewer: undefined,
    admin: undefined,
  };

  let stopAvailability = () => {};
  afterAll(() => stopAvailability());

  beforeAll(async () => {
    const sessions = async (_ctx: unknown, next: () => Promise<unknown>) => next();
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      SITE_DIR: FIXTURE_SITE_DIR,
    });
    const logger = createLogger('silent');
    const availability = await startLiveAvailability(app.db.knex, {
      fallback: siteAvailability(config.delivery.site),
      pollMs: 60_000,
      logger,
    });
    stopAvailability = availability.stop;
    routes = declaredRoutes(
      apiRouter(
        { config, db: app.db, logger, delivery: { wake: () => undefined }, availability },
        { sessions },
      ),
    );
    cookies.viewer = await signedIn(app, 'viewer');
    cookies.admin = await signedIn(app, 'admin');
  });

  const call = (role: Role, method: string, path: string, origin?: string) => {
    const headers: Record<string, string> = { origin: origin ?? new URL(app.url).origin };
    const cookie = cookies[role];
    if (cookie) headers.cookie = cookie;
    return send(app.url, method, path, headers);
  };

  it('finds the routes of every router, the admin API among them', () => {
    const patterns = new Set(routes.map((route) => route.pattern));
    expect(patterns).toContain('/api/admin/dashboard');
    expect(patterns).toContain('/api/admin/submissions/contacts/:id');
    expect(patterns).toContain('/api/admin/export/:file');
    expect(patterns).toContain('/api/admin/settings/availability');
    expect(patterns).toContain('/api/admin/setup');
    for (const followUp of [
      '/api/admin/people/:id/messages',
      '/api/admin/people/:id/reminders',
      '/api/admin/reminders/:id',
      '/api/admin/reminders',
      '/api/admin/settings/reply-templates',
      '/api/admin/dashboard/today',
    ])
      expect(patterns).toContain(followUp);
    for (const report of ['campaigns', 'referrers', 'revenue'])
      expect(patterns).toContain(`/api/admin/analytics/${report}`);
    expect(patterns).toContain('/api/admin/settings/booking');
    expect(patterns).toContain('/api/admin/settings/booking/feed');
    expect(patterns).toContain('/api/admin/settings/booking/feed/rotate');
    expect(patterns).toContain('/api/booking/manage/:token/move');
    expect(patterns).toContain('/api/admin/pipeline');
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'PATCH', pattern: '/api/admin/people/:id' }),
    );
    expect(routes.filter((route) => route.pattern === '/api/admin/settings/availability')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET' }),
        expect.objectContaining({ method: 'PUT' }),
      ]),
    );
    expect(patterns).toContain('/api/login');
    expect(patterns).toContain('/api/analytics/event');
    expect(routes.filter((route) => accessOf(route.pattern) === 'admin').length).toBeGreaterThan(
      15,
    );
  });

  it('lets each role reach exactly the canonical routes it may', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = accessOf(route.pattern);
      for (const role of ['anonymous', 'viewer', 'admin'] as const) {
        const { status, body, headers } = await call(role, route.method, route.path);
        const where = `${role} ${route.method} ${route.path} -> ${status}`;
        // No admin answer, refusals included, may be kept by a cache.
        if (access === 'admin' && headers['cache-control'] !== 'no-store') {
          failures.push(`${where}: Cache-Control ${headers['cache-control'] ?? 'missing'}`);
        }
        // Signing out ends the session for good: the walk goes on with a new one.
        if (route.pattern === '/api/logout' && role !== 'anonymous') {
          cookies[role] = await signedIn(app, role);
        }
        if (status >= 500) failures.push(`${where}: a server error`);
        else if (allowed(access, role)) {
          if (status === 401 || status === 403) failures.push(`${where}: refused`);
          if (body.includes('No API route')) failures.push(`${where}: not routed`);
        } else {
          const expected = role === 'anonymous' ? 401 : 403;
          if (status !== expected) failures.push(`${where}: expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to every other spelling of every route, whoever asks', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const spelling of misspellings(route.path)) {
        for (const role of ['anonymous', 'viewer', 'admin'] as const) {
          const { status } = await call(role, route.method, spelling);
          tried += 1;
          if (status !== 404) failures.push(`${role} ${route.method} ${spelling} -> ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(routes.length * 3 * 10);
  });

  it('refuses every state-changing admin, sign-in and sign-out route from another site, even to an admin', async () => {
    const guarded = routes.filter(
      (route) =>
        STATE_CHANGING.has(route.method) &&
        (accessOf(route.pattern) === 'admin' ||
          route.pattern === '/api/login' ||
          route.pattern === '/api/logout'),
    );
    expect(guarded.map((route) => `${route.method} ${route.pattern}`)).toContain(
      'POST /api/logout',
    );
    expect(guarded.length).toBeGreaterThan(3);
    for (const route of guarded) {
      const { status, body } = await call(
        'admin',
        route.method,
        route.path,
        'https://evil.example',
      );
      expect(`${route.method} ${route.path} -> ${status} ${body}`).toBe(
        `${route.method} ${route.path} -> 403 ${JSON.stringify({ error: 'Cross-site requests are not allowed' })}`,
      );
    }
  });
});
