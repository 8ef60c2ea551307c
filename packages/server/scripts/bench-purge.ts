/**
 * Benchmark: does ingestion keep its figures while the retention purge runs? Seeds ~1M events in
 * ~100k sessions on PostgreSQL (most older than the retention, some linked to an address), then
 * drives POST /api/analytics/event on the built server alone, and again while a purge runs, beside a
 * bare Koa ceiling. Prints events/s and p99 for each, the purge's duration and its longest batch
 * (one transaction), and the plan of one purge window.
 *
 *   npm run bench:purge              (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 *   BENCH_SECONDS=20 BENCH_PURGE_SESSIONS=100000 npm run bench:purge
 *   BENCH_PURGE_WINDOW=1000 BENCH_PURGE_PAUSE=2 npm run bench:purge   (the purge's window and pause ratio)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { RETENTION_TASK } from '../src/features/retention/daily-purge';
import {
  linkedVisitorsQuery,
  purgeWindow,
  purgeWindowSql,
} from '../src/features/retention/purge-sql';
import {
  PURGE_PAUSE_RATIO,
  PURGE_WINDOW,
  purgeAnonymousSessions,
  retentionCutoff,
} from '../src/features/retention/purge';
import { DEFAULT_RETENTION_DAYS } from '@leadline/domain';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import { BROWSER_USER_AGENT } from '../src/test/browser';
import { createSessions, startProcess, stopChild } from './bench-load';
import { benchDatabase } from './bench-postgres';
import { EVENTS_PER_SESSION, seedPurgeData } from './purge-seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const seeded = Number(process.env.BENCH_PURGE_SESSIONS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const windowSize = Number(process.env.BENCH_PURGE_WINDOW ?? PURGE_WINDOW);
const pauseRatio = Number(process.env.BENCH_PURGE_PAUSE ?? PURGE_PAUSE_RATIO);
const liveSessions = 2000;

const serverEnv = {
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  // Required in production; the bench's servers are reached on this machine only.
  PUBLIC_URL: 'http://localhost',
  EVENT_RATE_LIMIT: '10000000',
  ANALYTICS_IP_RATE_LIMIT: '10000000',
};

interface Measured {
  eventsPerSecond: number;
  p99: number;
  errors: number;
  seconds: number;
}

/** Drives the event route for `seconds`, or until `until` settles (then stops the load). */
function drive(url: string, sessions: string[], until?: Promise<unknown>): Promise<Measured> {
  let n = 0;
  const body = () => {
    n += 1;
    return JSON.stringify({
      sessionId: sessions[n % sessions.length],
      eventId: randomUUID(),
      eventType: 'SCROLL_DEPTH',
      eventCategory: 'engagement',
      eventValue: n % 100,
      pageUrl: '/services',
      metadata: { timestamp: new Date().toISOString(), userAgent: 'bench' },
    });
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: `${url}/api/analytics/event`,
        connections,
        // Bounded even under a purge, which stops the load sooner when it ends.
        duration: until ? 600 : seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_USER_AGENT },
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (performance.now() - started) / 1000;
        resolve({
          // result.requests.average is per second of the run, as in bench-events.ts.
          eventsPerSecond: result['2xx'] / elapsed,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          seconds: elapsed,
        });
      },
    );
    void until?.finally(() => instance.stop());
  });
}

/** A plan's line without the visitor ids of its array. */
const shorten = (line: string) => (line.length > 160 ? `${line.slice(0, 157)}...` : line);

/** The plans of one window's two queries, at the table's real size. */
async function printPlans(knex: Knex, cutoff: Date) {
  const explain = async (title: string, sql: string, bindings: readonly Knex.Value[]) => {
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
      `explain (analyze, costs off, timing off) ${sql}`,
      bindings,
    );
    console.log(`${title}:\n${rows.map((row) => `  ${shorten(row['QUERY PLAN'])}`).join('\n')}\n`);
  };
  const window = await purgeWindow(knex, {
    cutoff,
    after: { createdAt: '-infinity', sessionId: '' },
    size: PURGE_WINDOW,
    locking: false,
  });
  await explain('plan of one purge window', purgeWindowSql(false), [
    cutoff,
    cutoff,
    '-infinity',
    '',
    PURGE_WINDOW,
  ]);
  const visitors = [...new Set(window.map((row) => row.visitorId))];
  const linked = linkedVisitorsQuery(knex, visitors).toSQL();
  await explain(
    `plan of its linked visitors (${visitors.length} visitors)`,
    linked.sql,
    linked.bindings,
  );
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main() {
  const { url: databaseUrl, stop } = await benchDatabase('leadline_bench_purge');
  const db = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await db.unbounded((knex) => migrateToLatest({ knex, kind: db.kind }));
    let at = performance.now();
    await db.unbounded((knex) => seedPurgeData(knex, seeded));
    const [{ events }] = (await db.knex('analytics_events').count({ events: '*' })) as [
      { events: string | number },
    ];
    console.log(
      `seeded ${seeded} sessions and ${events} events in ${Math.round((performance.now() - at) / 1000)} s`,
    );
    const cutoff = retentionCutoff(new Date(), DEFAULT_RETENTION_DAYS);
    await printPlans(db.knex, cutoff);

    const ceilingProcess = await startProcess(
      ['--conditions=source', '--import', 'tsx', 'scripts/ceiling-server.ts'],
      serverEnv,
    );
    const fake = Array.from({ length: liveSessions }, () => `live-${randomUUID()}`);
    const ceiling = await drive(ceilingProcess.url, fake);
    await stopChild(ceilingProcess.child);

    // Today's run marked done, so that the server does not purge the seed itself at start.
    const now = new Date();
    await db.knex('daily_runs').insert({
      task: RETENTION_TASK,
      day: now.toISOString().slice(0, 10),
      started_at: now,
      lease_until: now,
      finished_at: now,
    });
    const server = await startProcess([...SERVER_NODE_FLAGS, 'dist/main.js'], {
      ...serverEnv,
      DATABASE_URL: databaseUrl,
    });
    try {
      const sessions = await createSessions(server.url, liveSessions, 'live');
      const alone = await drive(server.url, sessions);

      at = performance.now();
      const purge = purgeAnonymousSessions(db.knex, { cutoff, windowSize, pauseRatio });
      const during = await drive(server.url, sessions, purge);
      const summary = await purge;
      const purgeSeconds = (performance.now() - at) / 1000;

      console.log(
        `POST /api/analytics/event, ${connections} connections, ${os.cpus().length} cores shared with the load generator and PostgreSQL\n`,
      );
      console.log(
        `${'run'.padEnd(34)}${pad('events/s', 10)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('s', 6)}`,
      );
      const row = (name: string, m: Measured) =>
        console.log(
          `${name.padEnd(34)}${pad(Math.round(m.eventsPerSecond), 10)}${pad(m.p99, 8)}${pad(m.errors, 8)}${pad(m.seconds.toFixed(1), 6)}`,
        );
      row('bare Koa (ceiling)', ceiling);
      row('Leadline on PostgreSQL, alone', alone);
      row('Leadline on PostgreSQL, purging', during);
      console.log(
        `\npurge: ${summary.sessions} sessions, ${summary.events} events, ${summary.awards} awards removed ` +
          `(${summary.scanned - summary.sessions} old sessions kept as linked) in ${purgeSeconds.toFixed(1)} s, ` +
          `${summary.batches} batches of up to ${windowSize} sessions with a pause of ${pauseRatio}x each, longest batch (one transaction) ${summary.longestBatchMs} ms`,
      );
      const expected = seeded * EVENTS_PER_SESSION;
      if (Number(events) < expected) process.exitCode = 1;
    } finally {
      await stopChild(server.child);
    }
  } finally {
    await db.close();
    await dropDatabase(databaseUrl);
    await stop();
  }
}

/** The seed is 1M rows: not left behind on a shared server (TEST_DATABASE_URL). */
async function dropDatabase(databaseUrl: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)}`);
  await admin.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
