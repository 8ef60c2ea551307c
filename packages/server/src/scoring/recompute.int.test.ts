import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createEventWriter } from '../features/analytics/event-writer';
import { applyEvents, type IncomingEvent } from '../features/analytics/ingest';
import { describeIntegration, useTestServer } from '../test/harness';
import { createSession, newSessionId } from '../test/analytics-factories';
import { recomputeScores } from './recompute';
import { fixtureScoring } from '../test/site';

const TYPES = [
  'PAGE_VIEW',
  'SCROLL_25',
  'SCROLL_75',
  'TIME_30_SEC',
  'TIME_5_MIN',
  'RETURN_VISITOR',
  'ADDITIONAL_VISIT',
  'EMAIL_CAPTURED',
  'SERVICES_PAGE_VIEWED',
  'CALCULATOR_STARTED',
  'CALCULATOR_FEATURE_SELECTED',
  'CALCULATOR_SUBMITTED',
  'CONTACT_FORM_SUBMITTED',
  'CONTACT_FORM_VIEWED',
  'GLOSSARY_TERM_VIEWED',
  'CTA_CLICKED',
  'FAQ_EXPANDED',
  'NAVIGATION_CLICK',
  'WORKFLOW_SUBMITTED',
  'UNKNOWN_EVENT',
] as const;

const eventArbitrary = (sessions: string[]) =>
  fc.record({
    session: fc.integer({ min: 0, max: sessions.length - 1 }),
    eventType: fc.constantFrom(...TYPES),
    origin: fc.constantFrom('client' as const, 'client' as const, 'server' as const),
    page: fc.constantFrom('/', '/services', '/SERVICES/', '/calculator?x=1', '/blog/post'),
    // Some events are sent again (a retry), in the same batch or a later one.
    eventId: fc.option(fc.constantFrom('e1', 'e2', 'e3'), { nil: null }),
    visitNumber: fc.integer({ min: 1, max: 9 }),
    email: fc.option(fc.constantFrom('a@example.com', 'b@example.com', 'not-an-email'), {
      nil: undefined,
    }),
    name: fc.option(fc.constantFrom('Ada', ' Grace ', ''), { nil: undefined }),
    item: fc.constantFrom('auth', 'payment', 'mvp', 'no-such-feature'),
  });

/** What scoring derives, for comparing the live result with the recomputed one. */
async function snapshot(knex: Knex, sessionIds: string[]) {
  const sessions = await knex('analytics_sessions')
    .whereIn('session_id', sessionIds)
    .orderBy('session_id')
    .select(
      'session_id',
      'score',
      'pages_viewed',
      'facts',
      'email',
      'name',
      'lead_id',
      'lead_kind',
    );
  const events = await knex('analytics_events')
    .whereIn('session_id', sessionIds)
    .orderBy('id')
    .select('id', 'points', 'award_key', 'unscored');
  const awards = await knex('session_awards')
    .whereIn('session_id', sessionIds)
    .orderBy(['session_id', 'award_key'])
    .select('session_id', 'award_key');
  const hotLeads = await knex('hot_leads')
    .whereIn('session_id', sessionIds)
    .orderBy('session_id')
    .select(
      'session_id',
      'score',
      'email',
      'name',
      'converted_to_lead',
      'lead_id',
      'qualification_reasons',
    );
  return { sessions, events, awards, hotLeads };
}

describeIntegration('recomputeScores', () => {
  const app = useTestServer();

  it('gives exactly what live scoring gave, for any stream of events in any batching', async () => {
    const leadId = '0b8e2d4c-1f3a-4c5b-9d6e-7f8a9b0c1d2e';
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }).chain((count) =>
          fc.tuple(
            fc.constant(count),
            fc.array(eventArbitrary(Array.from({ length: count }, String)), {
              minLength: 1,
              maxLength: 60,
            }),
            fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
            fc.boolean(),
            fc.boolean(),
          ),
        ),
        async ([count, stream, batchSizes, returning, throughWriter]) => {
          const sessionIds: string[] = [];
          for (let i = 0; i < count; i++) {
            sessionIds.push(
              await createSession(app, {
                isReturningVisitor: returning,
                visitCount: returning ? 3 : 1,
              }),
            );
          }
          const events: IncomingEvent[] = stream.map((item) => ({
            sessionId: sessionIds[item.session]!,
            eventId: item.eventId,
            eventType: item.eventType,
            eventValue: null,
            origin: item.origin,
            pageUrl: item.page,
            metadata: {
              visitNumber: item.visitNumber,
              featureId: item.item,
              term: item.item,
              cta: item.item,
              ...(item.email ? { email: item.email } : {}),
              ...(item.name === undefined ? {} : { name: item.name }),
              ...(item.origin === 'server' && item.eventType === 'CALCULATOR_SUBMITTED'
                ? { leadId }
                : {}),
            },
            receivedAt: new Date(),
          }));
          if (throughWriter) {
            // Live, as the server writes: all at once through the group-commit writer.
            const writer = createEventWriter(app.db.knex, { lanes: 2, context: fixtureScoring() });
            await Promise.all(events.map((event) => writer.write(event)));
          } else {
            // Live, in batches of the generated sizes, as group commit might cut the stream.
            let at = 0;
            for (let b = 0; at < events.length; b++) {
              const size = batchSizes[b % batchSizes.length]!;
              await applyEvents(app.db.knex, events.slice(at, at + size), fixtureScoring());
              at += size;
            }
          }
          const live = await snapshot(app.db.knex, sessionIds);

          // Wreck the derived state, then rebuild it from the ledger.
          await app.db.knex('analytics_sessions').whereIn('session_id', sessionIds).update({
            score: 0,
            pages_viewed: 0,
            facts: [],
            email: null,
            name: null,
            lead_id: null,
            lead_kind: null,
          });
          await app.db.knex('session_awards').whereIn('session_id', sessionIds).delete();
          await app.db.knex('hot_leads').whereIn('session_id', sessionIds).delete();
          await app.db
            .knex('analytics_events')
            .whereIn('session_id', sessionIds)
            .update({ points: 0, award_key: null, unscored: null });
          for (const sessionId of sessionIds)
            await recomputeScores(app.db.knex, fixtureScoring(), { sessionId });

          expect(await snapshot(app.db.knex, sessionIds)).toEqual(live);
          const totals = live.sessions.map((session) => session.score as number);
          const ledger = live.events.reduce((sum, event) => sum + (event.points as number), 0);
          expect(totals.reduce((a, b) => a + b, 0)).toBe(ledger);
          expect(live.hotLeads.length).toBe(totals.filter((score) => score >= 75).length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('summarises what it changed, over all sessions with progress', async () => {
    const sessionId = await createSession(app);
    await applyEvents(
      app.db.knex,
      [
        {
          sessionId,
          eventType: 'SERVICES_PAGE_VIEWED',
          eventValue: null,
          origin: 'client',
          pageUrl: '/services',
          metadata: {},
          receivedAt: new Date(),
        },
      ],
      fixtureScoring(),
    );
    await app.db.knex('analytics_sessions').where({ session_id: sessionId }).update({ score: 99 });
    const progress: number[] = [];
    const summary = await recomputeScores(app.db.knex, fixtureScoring(), {
      chunkSize: 7,
      onProgress: ({ done }) => progress.push(done),
    });
    expect(summary.scoresChanged).toBeGreaterThanOrEqual(1);
    expect(summary.sessions).toBe(progress.at(-1));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      (await app.db.knex('analytics_sessions').where({ session_id: sessionId }).first()).score,
    ).toBe(20);
    expect(
      await recomputeScores(app.db.knex, fixtureScoring(), { sessionId: newSessionId() }),
    ).toMatchObject({
      sessions: 0,
    });
  });
});
