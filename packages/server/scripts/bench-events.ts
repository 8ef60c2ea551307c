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
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connect';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import {
  createSessions,
  drive,
  peakRssOf,
  startProcess,
  stopChild,
  type Measured,
} from './bench-load';
import { benchDatabase } from './bench-postgres';

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
interface Target {
  name: string;
  url: string;
  /** Stops the server and answers how many events its database holds, and its peak memory. */
  stop(): Promise<{ stored: number; peakRss: string }>;
}

const serverEnv = {
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  // Required in production; the bench's servers are reached on this machine only.
  PUBLIC_URL: 'http://localhost',
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
      results.push(await drive(ceiling, fakeSessions, connections, { seconds }));
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
      const sessions = await createSessions(target.url, sessionCount);
      const batches = name === 'postgres' && batchSize > 0 ? [0, batchSize] : [0];
      for (const batch of batches) {
        for (const connections of connectionCounts) {
          const measured = await drive(target, sessions, connections, { batch, seconds });
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
