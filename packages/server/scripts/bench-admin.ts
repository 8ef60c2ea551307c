/**
 * Benchmarks of the admin side on PostgreSQL:
 *  1. CSV export of 1,000,000 calculator leads by the CLI (peak memory and time), beside PostgreSQL's
 *     own COPY ... TO STDOUT (FORMAT csv) of the same rows through psql.
 *  2. Every admin read over 10,000,000 events in 1,000,000 sessions: the dashboard, the four analytics
 *     reports, the hot- and warm-lead lists (a page and their figures over every row), the people
 *     list and the search box: p50 and p95 latency, beside a signed-in request that reads nothing
 *     (the ceiling of the same server).
 *
 *   npm run bench:admin   (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers,
 *                          psql on the PATH, and the CLI built: npm run build)
 *
 * BENCH_LEADS and BENCH_SESSIONS set the sizes (e.g. BENCH_SESSIONS=100000 for 1M events). Seeding
 * the default sizes took 8.5 min on a loaded 2-core machine here.
 * BENCH_DB=<name> seeds a database of that name on TEST_DATABASE_URL's server once and keeps it:
 * later runs with the same name and sizes migrate it to the latest schema and reuse its rows (seeding
 * 10M events takes minutes). Without it, each run seeds a fresh database and drops it at the end.
 * BENCH_SKIP_EXPORT=1 leaves the export out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { benchDatabase } from './bench-postgres';
import { startBenchServer, timeGets } from './bench-server';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const EVENTS_PER_SESSION = 10;
const REQUESTS = 50;
const KEPT_DB = process.env.BENCH_DB;
const SKIP_EXPORT = process.env.BENCH_SKIP_EXPORT === '1';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs a command to completion, sampling its resident memory; answers wall time and peak RSS. */
function measure(command: string, args: string[], env: NodeJS.ProcessEnv, stdoutFile?: string) {
  return new Promise<{ ms: number; peakRssMb: number }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', stdoutFile ? 'pipe' : 'ignore', 'inherit'],
    });
    if (stdoutFile && child.stdout) {
      child.stdout.pipe(createWriteStream(stdoutFile));
    }
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(
          readFileSync(`/proc/${child.pid}/status`, 'utf8'),
        )?.[1];
        if (rss) peak = Math.max(peak, Number(rss) / 1024);
      } catch {
        // exited between samples
      }
    }, 20);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`${command} exited with ${code}`));
      else resolve({ ms: performance.now() - started, peakRssMb: peak });
    });
  });
}

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let t = performance.now();
  await client.query(
    `insert into calculator_leads (name, email, selected_features, line_items, total_cost, status, notes, created_at)
     select 'Lead ' || g, 'lead' || g || '@example.com', array['auth', 'api'],
       '[{"id":"auth","name":"User Authentication","price":2000},{"id":"api","name":"API Integration","price":4000}]'::jsonb,
       6000,
       (array['new', 'contacted', 'qualified', 'closed'])[1 + g % 4],
       case when g % 10 = 0 then 'Called, "maybe" next week' end,
       now() - g * interval '1 second'
     from generate_series(1, $1::int) g`,
    [LEADS],
  );
  console.log(`seeded ${LEADS} leads in ${seconds(performance.now() - t)}`);
  t = performance.now();
  await client.query(
    `insert into analytics_sessions (session_id, visitor_id, device_type, source, landing_page, score, pages_viewed, created_at, last_activity_at)
     select 's' || g, 'v' || g, (array['mobile', 'tablet', 'desktop'])[1 + g % 3],
       (array['search', 'social', 'email', 'referral', 'direct', 'other'])[1 + g % 6],
       '/page-' || (g % 40), (g * 7919::bigint) % 120, 1 + g % 5,
       now() - (g % 7) * interval '1 day' - (g % 3600) * interval '1 second',
       now() - (g % 7) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [SESSIONS],
  );
  await client.query(
    `insert into analytics_events (session_id, event_type, event_category, points, page_url, created_at)
     select s.session_id, 'PAGE_VIEW', 'navigation', 5, s.landing_page, s.created_at + e * interval '10 seconds'
     from analytics_sessions s cross join generate_series(1, $1::int) e`,
    [EVENTS_PER_SESSION],
  );
  await client.query(
    `insert into hot_leads (session_id, score, email, created_at, seconds_to_hot)
     select session_id, score, case when score % 2 = 0 then session_id || '@example.com' end, created_at + interval '5 minutes', 300
     from analytics_sessions where score >= 75`,
  );
  // As autovacuum leaves a table that has been live for a while: statistics, and pages marked
  // all-visible (what lets an index-only scan skip the rows).
  await client.query('vacuum analyze');
  console.log(
    `seeded ${SESSIONS} sessions and ${SESSIONS * EVENTS_PER_SESSION} events in ${seconds(performance.now() - t)}`,
  );
  await client.query('create table bench_seed (leads int not null, sessions int not null)');
  await client.query('insert into bench_seed values ($1, $2)', [LEADS, SESSIONS]);
  await client.end();
}

/** Whether `url` holds a seed of this run's sizes; throws on a seed of other sizes. */
async function seeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ leads: number; sessions: number }>(
        `select leads, sessions from bench_seed where to_regclass('bench_seed') is not null`,
      )
      .catch(() => ({ rows: [] }));
    const [seed] = rows;
    if (!seed) return false;
    if (seed.leads !== LEADS || seed.sessions !== SESSIONS)
      throw new Error(
        `BENCH_DB=${KEPT_DB} holds ${seed.leads} leads and ${seed.sessions} sessions, not ${LEADS} and ${SESSIONS}: name another database`,
      );
    return true;
  } finally {
    await client.end();
  }
}

/** The kept database BENCH_DB (created when missing), or a fresh one dropped by `stop`. */
async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!KEPT_DB) return benchDatabase('leadline_bench_admin');
  if (!adminUrl || !/^[a-z_][a-z0-9_]*$/.test(KEPT_DB))
    throw new Error('BENCH_DB needs TEST_DATABASE_URL and a lower-case database name');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [KEPT_DB]);
  if (!rowCount) await admin.query(`create database ${KEPT_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${KEPT_DB}`;
  return { url: url.toString(), stop: async () => {} };
}

async function exportBench(url: string) {
  const copyFile = path.join(os.tmpdir(), `leadline-copy-${process.pid}.csv`);
  const cliFile = path.join(os.tmpdir(), `leadline-export-${process.pid}.csv`);
  const columns = `t.id, t.created_at, t.name, t.email, t.selected_features, t.total_cost, t.status, t.notes, t.session_id`;
  const copy = await measure(
    'psql',
    [
      url,
      '-X',
      '-q',
      '-c',
      `COPY (select ${columns} from calculator_leads t order by t.created_at desc, t.id desc) TO STDOUT (FORMAT csv, HEADER)`,
    ],
    {},
    copyFile,
  );
  const leadline = path.join(root, 'packages/cli/dist/index.js');
  // The CLI's own footprint (code, the database layer, one connection), for comparison.
  const idle = await measure(process.execPath, [leadline, 'db', 'status'], { DATABASE_URL: url });
  const cli = await measure(process.execPath, [leadline, 'export', 'leads', '--out', cliFile], {
    DATABASE_URL: url,
  });
  const lines = (file: string) =>
    spawnSync('wc', ['-l', file]).stdout.toString().trim().split(' ')[0];
  console.log(`\nExport of ${LEADS.toLocaleString('en-US')} calculator leads`);
  console.log(
    `  PostgreSQL COPY (psql):  ${seconds(copy.ms)}, ${lines(copyFile)} lines, ${(statSync(copyFile).size / 1e6).toFixed(0)} MB`,
  );
  console.log(
    `  leadline export leads:   ${seconds(cli.ms)}, ${lines(cliFile)} lines, ${(statSync(cliFile).size / 1e6).toFixed(0)} MB, peak RSS ${cli.peakRssMb.toFixed(0)} MB`,
  );
  console.log(
    `  leadline db status:      peak RSS ${idle.peakRssMb.toFixed(0)} MB (the CLI at rest)`,
  );
  console.log(
    `  speed relative to COPY:  ${((copy.ms / cli.ms) * 100).toFixed(0)}% (target at least 33%); peak RSS target under 150 MB`,
  );
  rmSync(copyFile, { force: true });
  rmSync(cliFile, { force: true });
}

async function analyticsBench(url: string) {
  const server = await startBenchServer(url);
  try {
    console.log(
      `\nAdmin endpoints, ${SESSIONS.toLocaleString('en-US')} sessions and ${(SESSIONS * EVENTS_PER_SESSION).toLocaleString('en-US')} events, ${LEADS.toLocaleString('en-US')} leads, ${REQUESTS} requests each, one at a time (target p95 at most 100 ms)`,
    );
    const row = (label: string, { p50, p95 }: { p50: number; p95: number }) =>
      console.log(`  ${label.padEnd(44)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
    row('ceiling: /api/auth/user', await timeGets(server, '/api/auth/user', REQUESTS));
    const paths = [
      'dashboard',
      'analytics/summary',
      'analytics/trends',
      'analytics/paths',
      'analytics/sources',
      'hot-leads',
      'hot-leads?notified=false&offset=1000',
      'hot-leads?contacted=true',
      'warm-leads',
      'warm-leads?offset=10000',
      'people',
      'people?offset=50000',
      `search?q=lead${Math.max(1, Math.floor(LEADS / 3))}%40`,
      'search?q=example',
      'search?q=qqxz',
    ];
    for (const urlPath of paths)
      row(urlPath, await timeGets(server, `/api/admin/${urlPath}`, REQUESTS));
  } finally {
    server.stop();
  }
}

async function main() {
  const { url, stop } = await database();
  try {
    const db = await openDatabase({ databaseUrl: url, dataDir: '' });
    const t = performance.now();
    await migrateToLatest(db);
    console.log(`migrated in ${seconds(performance.now() - t)}`);
    await db.close();
    if (await seeded(url)) console.log(`reusing the rows seeded in ${KEPT_DB}`);
    else await seed(url);
    if (!SKIP_EXPORT) await exportBench(url);
    await analyticsBench(url);
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
