/**
 * The retention purge on a real server's database, with data made through the public API and then
 * aged: anonymous sessions inactive past the cutoff go, with their events and awards; sessions linked
 * to an address (in any way), recent ones, and every lead and person stay. And once a day, on one
 * instance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SessionPayload } from '@leadline/domain';
import { openDatabase, type Database } from '../../db/connect';
import {
  createSession,
  reachHot,
  track,
  type EventOverrides,
} from '../../test/analytics-factories';
import {
  countRows,
  describeIntegration,
  testDatabaseKind,
  useTestServer,
} from '../../test/harness';
import { runDailyPurge } from './daily-purge';
import { runOncePerDay } from './daily-run';
import { CAPTURES } from '../analytics/captures';
import { purgeAnonymousSessions, retentionCutoff } from './purge';

const RETENTION_DAYS = 395;
const DAY_MS = 86_400_000;
const KEPT_TABLES = [
  'people',
  'calculator_leads',
  'contact_messages',
  'workflow_submissions',
  'hot_leads',
  'newsletter_subscribers',
];

describeIntegration('the retention purge', () => {
  const app = useTestServer();
  const knex = () => app.db.knex;

  /** Moves sessions (and their events) back in time: started `startedDaysAgo`, last active `lastDaysAgo`. */
  async function age(ids: string[], startedDaysAgo: number, lastDaysAgo = startedDaysAgo) {
    await knex()('analytics_sessions')
      .whereIn('session_id', ids)
      .update({
        created_at: new Date(Date.now() - startedDaysAgo * DAY_MS),
        last_activity_at: new Date(Date.now() - lastDaysAgo * DAY_MS),
      });
    await knex()('analytics_events')
      .whereIn('session_id', ids)
      .update({ created_at: new Date(Date.now() - lastDaysAgo * DAY_MS) });
  }

  async function session(
    events: [string, EventOverrides?][] = [],
    overrides: Partial<SessionPayload> = {},
  ) {
    const id = await createSession(app, overrides);
    for (const [type, overrides] of events)
      expect((await track(app, id, type, overrides)).status).toBe(201);
    return id;
  }

  const browsing: [string, EventOverrides?][] = [
    ['PAGE_VIEW', { eventCategory: 'navigation', pageUrl: '/about' }],
    ['SERVICES_PAGE_VIEWED', { pageUrl: '/services' }],
    ['SCROLL_DEPTH', { pageUrl: '/services', eventValue: 50 }],
  ];

  const present = async (table: string, ids: string[]) =>
    (await knex()(table).whereIn('session_id', ids).pluck('session_id')).sort();

  const keptCounts = async () =>
    Object.fromEntries(
      await Promise.all(KEPT_TABLES.map(async (t) => [t, await countRows(app.db, t)] as const)),
    );

  it('purges old anonymous sessions and their events and awards, and keeps every linked, recent or lead row', async () => {
    const anonymous = [await session(browsing), await session(browsing), await session()];
    const startedOldActiveLately = await session(browsing);
    const recent = await session(browsing);
    const captured = await session([
      ['EMAIL_CAPTURED', { eventCategory: 'conversion', metadata: { email: 'cap@example.com' } }],
    ]);
    const capturedBadAddress = await session([
      ['EXIT_INTENT_CONVERTED', { eventCategory: 'conversion', metadata: { email: 'nope' } }],
    ]);
    const { visitor_id: visitorId } = (await knex()('analytics_sessions')
      .where('session_id', captured)
      .first('visitor_id')) as { visitor_id: string };
    const sameVisitor = await session(browsing, { visitorId });
    const contacted = await session(browsing);
    expect(
      (
        await app.post('/api/contact', {
          name: 'Cy',
          email: 'cy@example.com',
          message: 'Hello',
          sessionId: contacted,
        })
      ).status,
    ).toBe(201);
    const calculated = await session();
    expect(
      (
        await app.post('/api/calculate', {
          email: 'calc@example.com',
          selectedFeatures: ['auth'],
          totalCost: 2000,
          sessionId: calculated,
        })
      ).status,
    ).toBe(201);
    const questionnaire = await session();
    const saved = await app.post('/api/workflow-wizard', {
      sessionId: questionnaire,
      completedSteps: 1,
      totalSteps: 7,
    });
    expect(saved.status).toBeLessThan(300);
    const hot = await session([], { isReturningVisitor: true, visitCount: 2 });
    await reachHot(app, hot);

    // A capture that gave no address links nothing: that session is as anonymous as any.
    anonymous.push(capturedBadAddress);
    const linked = [captured, sameVisitor, contacted, calculated, questionnaire, hot];
    await age([...anonymous, ...linked], 500);
    await age([startedOldActiveLately], 500, 30);
    const everything = [...anonymous, ...linked, startedOldActiveLately, recent];
    const eventsBefore = await countRows(app.db, 'analytics_events');
    const awardsOfAnonymous = (await present('session_awards', anonymous)).length;
    expect(awardsOfAnonymous).toBeGreaterThan(0);
    const eventsOfAnonymous = (await present('analytics_events', anonymous)).length;
    const keptBefore = await keptCounts();
    expect(keptBefore.hot_leads).toBeGreaterThan(0);

    const cutoff = retentionCutoff(new Date(), RETENTION_DAYS);
    // A window smaller than the data, so that the purge takes several batches (back to back).
    const dry = await purgeAnonymousSessions(knex(), {
      cutoff,
      dryRun: true,
      windowSize: 2,
      pauseRatio: 0,
    });
    expect(dry).toMatchObject({
      dryRun: true,
      sessions: 4,
      events: eventsOfAnonymous,
      awards: awardsOfAnonymous,
      scanned: 11,
    });
    expect(await present('analytics_sessions', everything)).toEqual([...everything].sort());
    expect(await countRows(app.db, 'analytics_events')).toBe(eventsBefore);

    const real = await purgeAnonymousSessions(knex(), { cutoff, windowSize: 2, pauseRatio: 0 });
    expect(real).toMatchObject({
      ...dry,
      dryRun: false,
      longestBatchMs: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(real.batches).toBe(6);
    expect(await present('analytics_sessions', everything)).toEqual(
      [...linked, startedOldActiveLately, recent].sort(),
    );
    expect(await present('analytics_events', anonymous)).toEqual([]);
    expect(await present('session_awards', anonymous)).toEqual([]);
    expect(await countRows(app.db, 'analytics_events')).toBe(eventsBefore - eventsOfAnonymous);
    expect(await keptCounts()).toEqual(keptBefore);

    const again = await purgeAnonymousSessions(knex(), { cutoff });
    expect(again).toMatchObject({ sessions: 0, events: 0, awards: 0 });
  });

  describe2Instances();

  function describe2Instances() {
    // On PostgreSQL a second instance is a second pool on the same database; the embedded database
    // admits one process, so there the "instances" share its connection.
    let other: Database | undefined;
    beforeAll(async () => {
      if (testDatabaseKind === 'postgres') other = await openDatabase(app.database.settings);
    });
    afterAll(async () => {
      await other?.close();
    });

    it('runs once per UTC day across instances, and again the next day', async () => {
      const instances = [knex(), other?.knex ?? knex()];
      const old = [await session(browsing), await session()];
      await age(old, 400);
      const day = (iso: string) => () => new Date(iso);
      const first = await Promise.all(
        instances.map((k) =>
          runDailyPurge(k, { retentionDays: RETENTION_DAYS, now: day('2031-01-05T00:10:00Z') }),
        ),
      );
      // The clock is years ahead: its cutoff takes every session, except the linked ones.
      const ran = first.filter((summary) => summary !== undefined);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.sessions).toBeGreaterThanOrEqual(2);
      expect(await present('analytics_sessions', old)).toEqual([]);

      const later = await session();
      const sameDay = await Promise.all(
        instances.map((k) =>
          runDailyPurge(k, { retentionDays: RETENTION_DAYS, now: day('2031-01-05T23:50:00Z') }),
        ),
      );
      expect(sameDay).toEqual([undefined, undefined]);
      expect(await present('analytics_sessions', [later])).toEqual([later]);

      const nextDay = await runDailyPurge(instances[1]!, {
        retentionDays: RETENTION_DAYS,
        now: day('2031-01-06T00:10:00Z'),
      });
      expect(nextDay?.sessions).toBeGreaterThanOrEqual(1);
      expect(await present('analytics_sessions', [later])).toEqual([]);
      const runs = await knex()('daily_runs').where('task', 'retention-purge').orderBy('day');
      expect(runs.filter((run) => run.finished_at !== null).length).toBeGreaterThanOrEqual(2);
    });

    it('releases the day when its run fails, so that the next look runs it again', async () => {
      const now = () => new Date('2031-03-01T05:00:00Z');
      const failing = runOncePerDay(knex(), 'test-task', now, () =>
        Promise.reject(new Error('database away')),
      );
      await expect(failing).rejects.toThrow('database away');
      expect(await runOncePerDay(knex(), 'test-task', now, async () => ({ done: 1 }))).toEqual({
        done: 1,
      });
      expect(await runOncePerDay(knex(), 'test-task', now, async () => ({ done: 2 }))).toBe(
        undefined,
      );
    });

    it('takes over a day whose run was left unfinished by an instance that died', async () => {
      const stalled = new Date('2031-02-01T03:00:00Z');
      await knex()('daily_runs').insert({
        task: 'retention-purge',
        day: '2031-02-01',
        started_at: stalled,
        lease_until: new Date(stalled.getTime() + 60_000),
      });
      const during = await runDailyPurge(knex(), {
        retentionDays: RETENTION_DAYS,
        now: () => new Date(stalled.getTime() + 30_000),
      });
      expect(during).toBeUndefined();
      const after = await runDailyPurge(knex(), {
        retentionDays: RETENTION_DAYS,
        now: () => new Date(stalled.getTime() + 120_000),
      });
      expect(after).toMatchObject({ dryRun: false });
      const [run] = await knex()('daily_runs').where({
        task: 'retention-purge',
        day: '2031-02-01',
      });
      expect(run.finished_at).not.toBeNull();
      expect(run.outcome).toMatchObject({ sessions: expect.any(Number) });
    });
  }

  it('keeps the partial index of capture events in step with the capture types it serves', async () => {
    // A migration is frozen, so it lists the types by hand: a new capture type must get a new index.
    const result = await knex().raw<{ rows: { indexdef: string }[] }>(
      `select indexdef from pg_indexes where indexname = 'analytics_events_capture_idx'`,
    );
    const definition = result.rows[0]?.indexdef ?? '';
    for (const type of Object.keys(CAPTURES)) expect(definition).toContain(`'${type}'`);
  });
});
