/**
 * An hour of a freelancer's site, sent as fast as the server takes it: visitors who read a few pages
 * (sessions and batches of events), some of them leaving a contact message, an estimate or a newsletter
 * address (each queues mails, composed by the delivery worker), and the owner signed in, reading the
 * dashboard and the reports now and then.
 */
import { randomUUID } from 'node:crypto';
import { catalogueIds, totalCostOf } from '@leadline/domain';
import { loadSite } from '../src/site';
import { BROWSER_USER_AGENT } from '../src/test/browser';

// The catalogue of the site the benched server reads (the same SITE_DIR, found the same way).
const { catalogue } = loadSite(process.env);
const FEATURE_IDS = catalogueIds(catalogue);

const JSON_HEADERS = { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT };
const ADMIN_READS = [
  '/api/admin/dashboard',
  '/api/admin/analytics/summary',
  '/api/admin/analytics/trends',
  '/api/admin/analytics/paths',
  '/api/admin/analytics/sources',
  '/api/admin/people',
  '/api/admin/hot-leads',
];

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...JSON_HEADERS, origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

async function visit(url: string, index: number): Promise<void> {
  const sessionId = `visit-${randomUUID()}`;
  await post(`${url}/api/analytics/session`, {
    sessionId,
    visitorId: sessionId,
    isReturningVisitor: index % 4 === 0,
    deviceType: index % 3 === 0 ? 'mobile' : 'desktop',
    landingPage: '/',
  });
  for (const pageUrl of ['/', '/services', '/calculator']) {
    const events = ['PAGE_VIEW', 'SCROLL_25', 'SCROLL_50', 'TIME_30_SEC'].map((eventType) => ({
      eventId: randomUUID(),
      eventType,
      eventCategory: 'engagement',
      pageUrl,
      metadata: { timestamp: new Date().toISOString() },
    }));
    await post(`${url}/api/analytics/events`, { sessionId, events });
  }
  const email = `visitor-${index}@example.com`;
  if (index % 20 === 0) {
    await post(`${url}/api/contact`, { name: 'Ada', email, message: 'Can we talk about an MVP?' });
  } else if (index % 20 === 1) {
    const selectedFeatures = FEATURE_IDS.slice(0, 1 + (index % FEATURE_IDS.length));
    await post(`${url}/api/calculate`, {
      email,
      name: 'Grace',
      selectedFeatures,
      totalCost: totalCostOf(catalogue, selectedFeatures),
    });
  } else if (index % 50 === 2) {
    await post(`${url}/api/newsletter`, { email });
  }
}

async function signIn(url: string, admin: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email: admin.email, password: admin.password }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 303 || cookies.length === 0) {
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  }
  return cookies.join('; ');
}

async function readAdmin(url: string, cookie: string): Promise<void> {
  for (const path of ADMIN_READS) {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
}

/** Sends the hour; answers a note of what was sent and how long it took. */
export async function hourOfTraffic(
  url: string,
  visitors: number,
  admin: { email: string; password: string },
): Promise<string> {
  const started = Date.now();
  const cookie = await signIn(url, admin);
  let next = 0;
  const worker = async () => {
    while (next < visitors) {
      const index = next++;
      await visit(url, index);
      if (index % 100 === 99) await readAdmin(url, cookie);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  await readAdmin(url, cookie);
  // The delivery worker composes the forms' mails meanwhile; give it time to finish them.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return `${visitors} visitors in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
