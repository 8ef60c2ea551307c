/**
 * Benchmark of event ingestion (POST /api/analytics/event, and /events in batches): the real server
 * on PostgreSQL and on PGlite, driven by autocannon at 50 and 200 connections over many sessions,
 * beside two ceilings in the same run (scripts/ceiling-server.ts): bare Koa, and Koa with the event
 * route's middleware. Prints events/s, p50 and p99 latency, the ratio to bare Koa, and checks that
 * every acknowledged event is in the database.
 *
 *   npm run bench:events            (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 *   BENCH_SECONDS=20 BENCH_TARGETS=bare,postgres BENCH_BATCH=0 npm run bench:events
 *   EVENT_WRITERS=2 BENCH_CONNECTIONS=50 BENCH_NODE_ARGS='--cpu-prof' npm run bench:events
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/connect';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { BROWSER_USER_AGENT } from '../src/test/browser';
import { benchDatabase } from './bench-postgres';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const sessionCount = Number(process.env.BENCH_SESSIONS ?? 5000);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
/** Which to run: bare, ceiling, postgres, pglite (all by default). */
const targets = new Set((process.env.BENCH_TARGETS ?? 'bare,ceiling,postgres,pglite').split(','));
/** Events per request of the batch runs on PostgreSQL (POST /api/analytics/events); 0: none. */
const batchSize = Number(process.env.BENCH_BATCH ?? 5);
/**
 * Node.js options for the servers, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'; given
 * after the server's own (node-flags.ts), so that '--max-semi-space-size=16' measures Node's default.
 */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const eventTypes = [
  'PAGE_VIEW',
  'CTA_CLICKED',
  'SCROLL_25',
  'SCROLL_50',
  'TIME_30_SEC',
  'NAVIGATION_CLICK',
  'SERVICES_PAGE_VIEWED',
];
const pages = ['/', '/services', '/blog', '/calculator', '/contact', '/portfolio'];

interface Target {
  name: string;
  url: string;
  /** Stops the server and answers how many events its database holds, and its peak memory. */
  stop(): Promise<{ stored: number; peakRss: string }>;
}

function startProcess(
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
function peakRssOf(pid: number | undefined): string {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? `${Math.round(Number(kb) / 1024)} MB` : 'unknown';
  } catch {
    return 'unknown';
  }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const serverEnv = {
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  EVENT_RATE_LIMIT: '10000000',
  ANALYTICS_IP_RATE_LIMIT: '10000000',
  // The server's own default unless the run sets it (EVENT_WRITERS=4 npm run bench:events).
  ...(process.env.EVENT_WRITERS ? { EVENT_WRITERS: process.env.EVENT_WRITERS } : {}),
};

async function leadlineOn(
  name: string,
  env: Record<string, string>,
  settings: { databaseUrl?: string; dataDir: string },
  cleanup: () => Promise<void>,
): Promise<Target> {
  const { child, url } = await startProcess([...SERVER_NODE_FLAGS, ...nodeArgs, 'dist/main.js'], {
    ...serverEnv,
    ...env,
  });
  return {
    name,
    url,
    stop: async () => {
      const peakRss = peakRssOf(child.pid);
      await stopChild(child);
      const db = await openDatabase(settings);
      try {
        const [row] = await db.knex('analytics_events').count<{ n: number }[]>({ n: '*' });
        return { stored: row?.n ?? 0, peakRss };
      } finally {
        await db.close();
        await cleanup();
      }
    },
  };
}

async function createSessions(url: string): Promise<string[]> {
  const ids = Array.from({ length: sessionCount }, () => `bench-${randomUUID()}`);
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

interface Measured {
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

async function drive(
  target: { name: string; url: string },
  sessions: string[],
  connections: number,
  batch = 0,
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

async function postgresTarget(): Promise<Target> {
  const { url: databaseUrl, stop } = await benchDatabase('leadline_bench');
  return leadlineOn(
    'Leadline on PostgreSQL',
    { DATABASE_URL: databaseUrl },
    { databaseUrl, dataDir: '' },
    stop,
  );
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-bench-'));
  return leadlineOn('Leadline on PGlite', { DATA_DIR: dataDir }, { dataDir }, async () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main() {
  const results: Measured[] = [];
  const ceilings: [string, string, string][] = [
    ['bare', 'bare Koa', 'bare'],
    ['ceiling', 'Koa + event middleware', 'middleware'],
  ];
  for (const [, name, mode] of ceilings.filter(([key]) => targets.has(key))) {
    const ceilingProcess = await startProcess(
      [...nodeArgs, '--conditions=source', '--import', 'tsx', 'scripts/ceiling-server.ts'],
      { ...serverEnv, CEILING: mode },
    );
    const ceiling = { name, url: ceilingProcess.url };
    const fakeSessions = Array.from({ length: sessionCount }, () => `bench-${randomUUID()}`);
    for (const connections of connectionCounts) {
      results.push(await drive(ceiling, fakeSessions, connections));
    }
    await stopChild(ceilingProcess.child);
  }

  const databases: [string, () => Promise<Target>][] = [
    ['postgres', postgresTarget],
    ['pglite', pgliteTarget],
  ];
  for (const [name, make] of databases.filter(([name]) => targets.has(name))) {
    const target = await make();
    let acknowledged = 0;
    let mayBeStored = 0;
    try {
      const sessions = await createSessions(target.url);
      const batches = name === 'postgres' && batchSize > 0 ? [0, batchSize] : [0];
      for (const batch of batches) {
        for (const connections of connectionCounts) {
          const measured = await drive(target, sessions, connections, batch);
          acknowledged += measured.acknowledged;
          // Requests still open when a run's time is up, or unanswered, may be written: not counted
          // as acknowledged.
          mayBeStored += connections * Math.max(1, batch) + measured.unanswered;
          results.push(measured);
        }
      }
    } finally {
      const { stored, peakRss } = await target.stop();
      const ok = stored >= acknowledged && stored <= acknowledged + mayBeStored;
      console.log(
        `${target.name}: ${acknowledged} events acknowledged, ${stored} stored (${ok ? 'every acknowledged event is stored' : 'MISMATCH'}); the server's peak memory ${peakRss}`,
      );
      if (!ok) process.exitCode = 1;
    }
  }

  const bareAt = new Map(
    results.filter((r) => r.target === 'bare Koa').map((r) => [r.connections, r.eventsPerSecond]),
  );
  console.log(
    `\nPOST /api/analytics/event (and /events in batches), ${seconds} s per run, ${sessionCount} sessions, ${os.cpus().length} cores (load generator included), load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
  );
  const width = Math.max(26, ...results.map((r) => r.target.length + 2));
  console.log(
    `${'target'.padEnd(width)}${pad('conns', 6)}${pad('events/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('errors', 8)}`,
  );
  for (const r of results) {
    const bare = bareAt.get(r.connections);
    const ratio = bare ? `${Math.round((r.eventsPerSecond / bare) * 100)}%` : '-';
    console.log(
      `${r.target.padEnd(width)}${pad(r.connections, 6)}${pad(Math.round(r.eventsPerSecond), 10)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(ratio, 9)}${pad(r.errors, 8)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
