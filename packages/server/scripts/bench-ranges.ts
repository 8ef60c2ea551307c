/**
 * The analytics reports over a date range, on PGlite and on PostgreSQL, at 200,000 sessions spread
 * over 90 days (with their hot leads, people, won deals and bookings): p50 and p95 of each ranged
 * report (7, 30 and 90 days) beside the all-time answers from the tallies (the ceiling: a read of a
 * few hundred rows), in the same run. The reports are called in-process, on the server's own query
 * functions, so that the numbers are the database's.
 *
 *   npm run bench:ranges   (in packages/server; PostgreSQL from TEST_DATABASE_URL or Testcontainers)
 *
 * BENCH_SESSIONS sets the size; BENCH_TARGETS=pglite or postgres runs one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { lastReportDays, reportToday } from '@leadline/domain';
import { openDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { analyticsCampaigns, analyticsReferrers } from '../src/features/analytics/breakdowns';
import { boundsOf, type Bounds } from '../src/features/analytics/range';
import {
  rangedPaths,
  rangedSources,
  rangedSummary,
  rangedTrends,
} from '../src/features/analytics/ranged-reports';
import {
  analyticsPaths,
  analyticsSources,
  analyticsSummary,
  analyticsTrends,
} from '../src/features/analytics/reports';
import { analyticsRevenue } from '../src/features/analytics/revenue';
import { compactTallies } from '../src/features/analytics/tallies';
import { benchDatabase } from './bench-postgres';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200_000);
const RUNS = 20;
const ZONE = 'Europe/Berlin';
const targets = new Set((process.env.BENCH_TARGETS ?? 'pglite,postgres').split(','));

export async function seed(knex: Knex) {
  const started = performance.now();
  // 90 days of sessions; one in 4 from search (one in 3 of those an ad), campaigns and referrers.
  await knex.raw(
    `insert into analytics_sessions (session_id, visitor_id, device_type, source, landing_page, score,
       utm_source, utm_medium, utm_campaign, referrer, email, created_at, last_activity_at)
     select 's' || g, 'v' || g, 'desktop',
       (array['search', 'social', 'email', 'referral', 'direct', 'other'])[1 + g % 6],
       '/page-' || (g % 40), (g * 7919::bigint) % 120,
       case when g % 6 = 0 and g % 3 = 0 then 'google' end,
       case when g % 6 = 0 and g % 3 = 0 then 'cpc' when g % 6 = 2 then 'email' end,
       case when g % 5 = 0 then 'campaign-' || (g % 30) end,
       case when g % 6 in (0, 3) then 'https://www.site' || (g % 200) || '.example/post' end,
       case when g % 20 = 0 then 'p' || g || '@example.com' end,
       now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second',
       now() - (g % 90) * interval '1 day'
     from generate_series(1, ?::int) g`,
    [SESSIONS],
  );
  await knex.raw(
    `insert into hot_leads (session_id, score, email, created_at, seconds_to_hot)
     select session_id, score, email, created_at + interval '5 minutes', 300
     from analytics_sessions where score >= 75`,
  );
  await knex.raw(
    `update people set stage = 'won', deal_value = 1000 + (length(email) * 37) % 9000,
       stage_changed_at = created_at + interval '3 days'
     where hashtext(email) % 10 = 0`,
  );
  await knex.raw(
    `insert into bookings (person_id, name, email, start_at, end_at, manage_token_hash, created_at)
     select id, 'Bench', email, now() + n * interval '1 hour', now() + n * interval '1 hour' + interval '30 minutes',
       'bench-' || id, created_at + interval '1 day'
     from (select id, email, created_at, row_number() over (order by id) as n from people
       where hashtext(email) % 5 = 0) p`,
  );
  await compactTallies(knex);
  await knex.raw('analyze');
  const [{ n }] = (
    await knex.raw<{ rows: { n: number }[] }>('select count(*)::int as n from people')
  ).rows as [{ n: number }];
  console.log(
    `  seeded ${SESSIONS.toLocaleString('en-US')} sessions and ${n.toLocaleString('en-US')} people in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function time(work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    await work();
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms`;
}

async function run(name: string, db: Database) {
  console.log(`\n${name}`);
  await migrateToLatest(db);
  const { knex } = db;
  await seed(knex);
  const row = async (label: string, work: () => Promise<unknown>) =>
    console.log(`  ${label.padEnd(34)} ${await time(work)}`);
  console.log('  all time, from the tallies (the ceiling)');
  await row('summary', () => analyticsSummary(knex));
  await row('trends (last 7 days)', () => analyticsTrends(knex, ZONE));
  await row('paths', () => analyticsPaths(knex));
  await row('sources', () => analyticsSources(knex));
  const ranged: [string, (bounds: Bounds) => Promise<unknown>][] = [
    ['summary', (b) => rangedSummary(knex, b)],
    ['trends', (b) => rangedTrends(knex, b, ZONE)],
    ['paths', (b) => rangedPaths(knex, b)],
    ['sources (paid/organic)', (b) => rangedSources(knex, b)],
    ['campaigns', (b) => analyticsCampaigns(knex, b)],
    ['referrers', (b) => analyticsReferrers(knex, b)],
    ['revenue', (b) => analyticsRevenue(knex, b)],
  ];
  for (const days of [7, 30, 90]) {
    const bounds = boundsOf(knex, lastReportDays(days, reportToday(ZONE)), ZONE);
    const [{ n }] = (
      await knex.raw<{ rows: { n: number }[] }>(
        'select count(*)::int as n from analytics_sessions where created_at >= ? and created_at < ?',
        [bounds.start, bounds.stop],
      )
    ).rows as [{ n: number }];
    console.log(`  last ${days} days (${n.toLocaleString('en-US')} sessions)`);
    for (const [label, work] of ranged) await row(label, () => work(bounds));
  }
}

async function main() {
  console.log(`Analytics reports with a date range, ${RUNS} runs each after 3 to warm up`);
  if (targets.has('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadline-bench-ranges-'));
    const db = await openDatabase({ dataDir });
    try {
      await run('PGlite', db);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (targets.has('postgres')) {
    const { url, stop } = await benchDatabase('leadline_bench_ranges');
    const db = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      await run('PostgreSQL', db);
    } finally {
      await db.close();
      await stop();
    }
  }
}

if (process.argv[1]?.endsWith('bench-ranges.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
