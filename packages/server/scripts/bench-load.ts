/**
 * What the benchmarks share: starting a server process and finding its address, stopping it, its
 * memory, visitors' sessions, and a load of analytics events driven by autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BROWSER_USER_AGENT } from '../src/test/browser';

const root = fileURLToPath(new URL('..', import.meta.url));

export const eventTypes = [
  'PAGE_VIEW',
  'CTA_CLICKED',
  'SCROLL_25',
  'SCROLL_50',
  'TIME_30_SEC',
  'NAVIGATION_CLICK',
  'SERVICES_PAGE_VIEWED',
];
const pages = ['/', '/services', '/blog', '/calculator', '/contact', '/portfolio'];

export function startProcess(
  command: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /"url":"(http:\/\/[^"]+)"/.exec(seen)?.[1];
      if (url) {
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ child, url: url.replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${command.join(' ')} exited with ${code}: ${seen}`)),
    );
  });
}

/** A process's peak resident memory (Linux's VmHWM), or 'unknown'. */
export function peakRssOf(pid: number | undefined): string {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? `${Math.round(Number(kb) / 1024)} MB` : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function createSessions(
  url: string,
  sessionCount: number,
  prefix = 'bench',
): Promise<string[]> {
  const ids = Array.from({ length: sessionCount }, () => `${prefix}-${randomUUID()}`);
  for (let i = 0; i < ids.length; i += 100) {
    await Promise.all(
      ids.slice(i, i + 100).map(async (sessionId) => {
        const response = await fetch(`${url}/api/analytics/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
          body: JSON.stringify({
            sessionId,
            visitorId: sessionId,
            isReturningVisitor: false,
            deviceType: 'desktop',
            landingPage: '/',
          }),
        });
        if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return ids;
}

export interface Measured {
  target: string;
  connections: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
  /** Events answered 2xx. */
  acknowledged: number;
  /** Events whose request had no answer (a timeout, a dropped connection): stored or not. */
  unanswered: number;
  errors: number;
}

export async function drive(
  target: { name: string; url: string },
  sessions: string[],
  connections: number,
  { batch = 0, seconds }: { batch?: number; seconds: number },
): Promise<Measured> {
  let n = 0;
  const event = () => {
    n += 1;
    return {
      // As the tracker sends them: the ledger keeps a unique index on (session, event id).
      eventId: randomUUID(),
      eventType: eventTypes[n % eventTypes.length],
      eventCategory: 'engagement',
      eventValue: 5,
      pageUrl: pages[(n >> 3) % pages.length],
      metadata: { timestamp: new Date().toISOString(), userAgent: 'bench' },
    };
  };
  const body = () => {
    const sessionId = sessions[(n + 1) % sessions.length];
    if (batch === 0) return JSON.stringify({ sessionId, ...event() });
    return JSON.stringify({ sessionId, events: Array.from({ length: batch }, event) });
  };
  const perRequest = Math.max(1, batch);
  const result = await autocannon({
    url: `${target.url}/api/analytics/${batch === 0 ? 'event' : 'events'}`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  return {
    target: batch === 0 ? target.name : `${target.name}, /events x${batch}`,
    connections,
    eventsPerSecond: result.requests.average * perRequest,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: result['2xx'] * perRequest,
    unanswered: (result.errors + result.timeouts) * perRequest,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
