/**
 * The reports read tallies kept by triggers (tallies.ts); these tests hold them to the answers of the
 * straightforward queries over the rows (below, as the reports were written before the tallies), over
 * random sessions and hot leads that are inserted, rescored, flagged and deleted, with compactions at
 * random points and writes running side by side.
 */
import fc from 'fast-check';
import type { Knex } from 'knex';
import { beforeAll, expect, it } from 'vitest';
import { bandOf } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';
import { analyticsTrends } from './reports';
import { up as normalizeLandingPages } from '../../db/migrations/20261202000400_normalize_landing_pages';
import { BAND, compactTallies } from './tallies';

const HOT = 75;
const WARM = 50;
const ENGAGED = 25;
const HOUR = 60 * 60 * 1000;
const SOURCES = ['search', 'social', 'email', 'referral', 'direct', 'other'] as const;
// Rows stored before landing pages were normalized (migration 20261202000400) had query strings.
const PAGES = [
  '/',
  '/services',
  '/blog/a',
  '/calculator',
  null,
  '/?utm_source=x',
  '/blog/a#top',
] as const;

async function rows<T>(knex: Knex, sql: string, bindings: unknown[] = []): Promise<T[]> {
  return (await knex.raw<{ rows: T[] }>(sql, bindings as Knex.RawBinding[])).rows;
}

/** The reports as plain aggregates over every row. */
const reference = {
  summary: (knex: Knex) =>
    rows(
      knex,
      `select count(*)::int as "totalSessions",
         (count(*) filter (where score >= ${HOT}))::int as "hotLeads",
         (count(*) filter (where score >= ${WARM} and score < ${HOT}))::int as "warmLeads",
         (count(*) filter (where score >= ${ENGAGED} and score < ${WARM}))::int as "engagedLeads",
         (count(*) filter (where score < ${ENGAGED}))::int as "coldLeads",
         (select coalesce(round(100.0 * count(*) filter (where email is not null) / nullif(count(*), 0), 1), 0)::float8
           from hot_leads) as "emailCaptureRate",
         (select coalesce(round(avg(seconds_to_hot)), 0)::int from hot_leads) as "avgTimeToHotLead"
       from analytics_sessions`,
    ).then(([row]) => row),
  trends: (knex: Knex, timeZone: string) =>
    rows(
      knex,
      `with days as (
         select generate_series((now() at time zone :tz)::date - 6, (now() at time zone :tz)::date, interval '1 day')::date as day
       ),
       counts as (
         select (created_at at time zone :tz)::date as day,
           (count(*) filter (where score >= ${HOT}))::int as hot,
           (count(*) filter (where score >= ${WARM} and score < ${HOT}))::int as warm,
           (count(*) filter (where score >= ${ENGAGED} and score < ${WARM}))::int as engaged
         from analytics_sessions
         where created_at >= ((now() at time zone :tz)::date - 6)::timestamp at time zone :tz
         group by 1
       )
       select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.hot, 0) as "hotLeads",
         coalesce(c.warm, 0) as "warmLeads", coalesce(c.engaged, 0) as "engagedLeads"
       from days d left join counts c on c.day = d.day order by d.day`.replace(/:tz/g, '?'),
      Array(5).fill(timeZone),
    ),
  paths: (knex: Knex) =>
    rows(
      knex,
      `select coalesce(landing_page, '/') as path, round(avg(score), 1)::float8 as "avgScore", count(*)::int as count
       from analytics_sessions where score >= ${ENGAGED}
       group by coalesce(landing_page, '/') order by count desc, "avgScore" desc, path limit 10`,
    ),
  sources: (knex: Knex) =>
    rows(
      knex,
      `select source, count(*)::int as sessions, (count(*) filter (where score >= ${HOT}))::int as "hotLeads",
         round(100.0 * count(*) filter (where score >= ${HOT}) / count(*), 1)::float8 as "conversionRate"
       from analytics_sessions group by source order by sessions desc, source`,
    ),
  hotStats: (knex: Knex) =>
    rows(
      knex,
      `select count(*)::int as total, (count(*) filter (where not notified))::int as unnotified,
         (count(*) filter (where contacted))::int as contacted, coalesce(round(avg(score)), 0)::int as "avgScore"
       from hot_leads`,
    ).then(([row]) => row),
  hotCount: (knex: Knex, where: string) =>
    rows<{ n: number }>(knex, `select count(*)::int as n from hot_leads where ${where}`).then(
      ([row]) => row?.n,
    ),
  warmStats: (knex: Knex) =>
    rows<{ total: number; withEmail: number; avgScore: number }>(
      knex,
      `select count(*)::int as total, count(email)::int as "withEmail", coalesce(round(avg(score)), 0)::int as "avgScore"
       from analytics_sessions where score between ${WARM} and ${HOT - 1}`,
    ).then(([row]) => ({ ...row, anonymous: (row?.total ?? 0) - (row?.withEmail ?? 0) })),
};

const sessionArb = fc.record({
  score: fc.integer({ min: -5, max: 130 }),
  source: fc.constantFrom(...SOURCES),
  page: fc.constantFrom(...PAGES),
  // From 9 days ago to an hour ahead, at any minute: across local midnights of every zone tested.
  minutesAgo: fc.integer({ min: -60, max: 9 * 24 * 60 }),
  email: fc.boolean(),
  hot: fc.option(
    fc.record({
      seconds: fc.option(fc.integer({ min: 0, max: 3600 })),
      notified: fc.boolean(),
      contacted: fc.boolean(),
    }),
  ),
});

/** A change to apply after the rows exist: each a statement of its own, as the app's writes are. */
const changeArb = fc.oneof(
  fc.record({
    kind: fc.constant('rescore' as const),
    pick: fc.nat(),
    by: fc.integer({ min: -40, max: 60 }),
  }),
  fc.record({
    kind: fc.constant('rescoreMany' as const),
    mod: fc.integer({ min: 2, max: 4 }),
    by: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('capture' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('flag' as const),
    pick: fc.nat(),
    notified: fc.boolean(),
    contacted: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteHot' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('compact' as const) }),
  fc.record({ kind: fc.constant('normalize' as const) }),
);
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

type SessionSpec = typeof sessionArb extends fc.Arbitrary<infer T> ? T : never;

async function seed(knex: Knex, sessions: SessionSpec[]) {
  await knex('analytics_sessions').del();
  if (sessions.length === 0) return;
  const now = Date.now();
  await knex('analytics_sessions').insert(
    sessions.map((s, i) => ({
      session_id: `t${i}`,
      visitor_id: `v${i}`,
      device_type: 'desktop',
      score: s.score,
      source: s.source,
      landing_page: s.page,
      email: s.email ? `t${i}@example.com` : null,
      created_at: new Date(now - s.minutesAgo * 60_000),
      last_activity_at: new Date(now - s.minutesAgo * 60_000 + HOUR),
    })),
  );
  const hot = sessions.flatMap((s, i) =>
    s.hot
      ? [
          {
            session_id: `t${i}`,
            score: s.score,
            email: s.email ? `t${i}@example.com` : null,
            seconds_to_hot: s.hot.seconds,
            notified: s.hot.notified,
            contacted: s.hot.contacted,
          },
        ]
      : [],
  );
  if (hot.length) await knex('hot_leads').insert(hot);
}

async function apply(knex: Knex, change: Change, count: number) {
  const id = 'pick' in change ? `t${change.pick % Math.max(count, 1)}` : '';
  switch (change.kind) {
    case 'rescore':
      await knex.raw('update analytics_sessions set score = score + ? where session_id = ?', [
        change.by,
        id,
      ]);
      await knex.raw(
        'update hot_leads h set score = s.score from analytics_sessions s where s.session_id = h.session_id and h.session_id = ?',
        [id],
      );
      return;
    case 'rescoreMany':
      await knex.raw(
        `update analytics_sessions set score = score + ? where substr(session_id, 2)::int % ? = 0`,
        [change.by, change.mod],
      );
      return;
    case 'capture':
      await knex.raw(
        `update analytics_sessions set email = session_id || '@example.org' where session_id = ?`,
        [id],
      );
      await knex.raw(
        `update hot_leads set email = session_id || '@example.org' where session_id = ?`,
        [id],
      );
      return;
    case 'flag':
      await knex('hot_leads')
        .where({ session_id: id })
        .update({ notified: change.notified, contacted: change.contacted });
      return;
    case 'delete':
      await knex('analytics_sessions').where({ session_id: id }).del();
      return;
    case 'deleteHot':
      await knex('hot_leads').where({ session_id: id }).del();
      return;
    case 'compact':
      await compactTallies(knex);
      return;
    case 'normalize':
      await normalizeLandingPages(knex);
  }
}

describeIntegration('report tallies', () => {
  const app = useTestServer({ TIME_ZONE: 'Asia/Kathmandu' });
  let cookie = '';
  const getJson = async (path: string) => {
    const response = await fetch(`${app.url}/api/admin/${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };

  beforeAll(async () => {
    cookie = await signedIn(app, 'admin');
  });

  it('classifies scores into the bands of the vocabulary', async () => {
    const bands = await rows<{ score: number; band: number }>(
      app.db.knex,
      'select s as score, session_band(s) as band from generate_series(-10, 200) s',
    );
    for (const { score, band } of bands) expect(band).toBe(BAND[bandOf(score)]);
  });

  it('answers every report as the plain queries over the rows do', async () => {
    const knex = app.db.knex;
    await fc.assert(
      fc.asyncProperty(
        fc.array(sessionArb, { maxLength: 30 }),
        fc.array(changeArb, { maxLength: 12 }),
        async (sessions, changes) => {
          await seed(knex, sessions);
          for (const change of changes) await apply(knex, change, sessions.length);
          expect(await getJson('analytics/summary')).toEqual(await reference.summary(knex));
          expect(await getJson('analytics/trends')).toEqual(
            await reference.trends(knex, 'Asia/Kathmandu'),
          );
          for (const zone of ['UTC', 'America/St_Johns', 'Pacific/Chatham'])
            expect(await analyticsTrends(knex, zone)).toEqual(await reference.trends(knex, zone));
          expect(await getJson('analytics/paths')).toEqual(await reference.paths(knex));
          expect(await getJson('analytics/sources')).toEqual(await reference.sources(knex));
          const hot = await getJson('hot-leads');
          expect(hot.stats).toEqual(await reference.hotStats(knex));
          expect(hot.total).toBe(await reference.hotCount(knex, 'true'));
          expect((await getJson('hot-leads?notified=false')).total).toBe(
            await reference.hotCount(knex, 'not notified'),
          );
          expect((await getJson('hot-leads?contacted=true')).total).toBe(
            await reference.hotCount(knex, 'contacted'),
          );
          const warm = await getJson('warm-leads');
          expect(warm.stats).toEqual(await reference.warmStats(knex));
          expect(warm.total).toBe((await reference.warmStats(knex)).total);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('appends no delta when a cold session is rescored within its band, one when an engaged one is', async () => {
    const knex = app.db.knex;
    const base = {
      source: 'direct' as const,
      page: '/' as const,
      minutesAgo: 5,
      email: false,
      hot: null,
    };
    await seed(knex, [
      { ...base, score: 3 },
      { ...base, score: 30 },
    ]);
    await compactTallies(knex);
    const deltas = async () =>
      (
        await rows<{ n: number }>(
          knex,
          'select count(*)::int as n from session_tallies where not folded',
        )
      )[0]?.n;
    await knex.raw(`update analytics_sessions set score = 10 where session_id = 't0'`);
    expect(await deltas()).toBe(0);
    await knex.raw(`update analytics_sessions set score = 40 where session_id = 't1'`);
    expect(await deltas()).toBe(1);
  });

  it('stays exact while writes, deletes and compactions run side by side', async () => {
    const knex = app.db.knex;
    const sessions: SessionSpec[] = Array.from({ length: 200 }, (_, i) => ({
      score: (i * 37) % 120,
      source: SOURCES[i % SOURCES.length]!,
      page: PAGES[i % PAGES.length]!,
      minutesAgo: (i * 53) % (8 * 24 * 60),
      email: i % 3 === 0,
      hot: (i * 37) % 120 >= HOT ? { seconds: i, notified: i % 2 === 0, contacted: false } : null,
    }));
    await seed(knex, sessions);
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 20; round++) {
      work.push(
        // Rounds r, r + 7 and r + 14 rescore the same sessions at once. A plain UPDATE locks rows in
        // the order its scan meets them, which changes as writes move rows to new versions, so two
        // of them could each wait for a row the other holds (deadlock 40P01). The app's writers keep
        // such updates apart or ordered (event-writer.ts: lanes, and a retry across instances;
        // recompute locks its chunk in session order): these lock in session order, and overlap.
        knex.raw(
          `with locked as (
             select session_id from analytics_sessions where substr(session_id, 2)::int % 7 = ?
             order by session_id for update
           )
           update analytics_sessions s set score = s.score + 3
           from locked where s.session_id = locked.session_id`,
          [round % 7],
        ),
        knex.transaction(async (trx) => {
          await trx.raw(`update analytics_sessions set score = score - 1 where session_id = ?`, [
            `t${round}`,
          ]);
          await trx('hot_leads')
            .where({ session_id: `t${round + 100}` })
            .update({ contacted: true });
        }),
        knex('analytics_sessions')
          .where({ session_id: `t${199 - round}` })
          .del(),
        compactTallies(knex),
      );
    }
    await Promise.all(work);
    expect(await getJson('analytics/summary')).toEqual(await reference.summary(knex));
    expect(await getJson('analytics/sources')).toEqual(await reference.sources(knex));
    expect(await getJson('analytics/paths')).toEqual(await reference.paths(knex));
    expect((await getJson('hot-leads')).stats).toEqual(await reference.hotStats(knex));
    expect((await getJson('warm-leads')).stats).toEqual(await reference.warmStats(knex));
    // Everything folded: one row per key, no deltas left.
    await compactTallies(knex);
    const [left] = await rows<{ n: number }>(
      knex,
      'select count(*)::int as n from session_tallies where not folded',
    );
    expect(left?.n).toBe(0);
  });
});
