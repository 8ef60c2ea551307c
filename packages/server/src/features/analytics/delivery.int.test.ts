/**
 * Events that come again (a client's retry after a lost answer) or too many at once: each is stored
 * once, and beyond the writer's queue the server answers 503 at once instead of holding requests.
 */
import { expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { describeIntegration, useTestServer } from '../../test/harness';
import { createSession, eventPayload, track } from '../../test/analytics-factories';

describeIntegration('an analytics event sent again', () => {
  const app = useTestServer();

  it('is stored and scored once, and answered as it was the first time', async () => {
    const sessionId = await createSession(app);
    const cta = (name: string) => ({ metadata: { cta: name } });
    const click = eventPayload(sessionId, 'CTA_CLICKED', cta('book-a-call'));
    const first = await app.post('/api/analytics/event', click);
    expect(first.status).toBe(201);
    const firstAnswer = await first.json();
    expect(firstAnswer).toEqual({ points: 5, score: 5 });

    const again = await app.post('/api/analytics/event', click);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstAnswer);

    // Another event of the same kind, with an id of its own, counts.
    expect(await track(app, sessionId, 'CTA_CLICKED', cta('see-pricing'))).toMatchObject({
      status: 201,
      score: 10,
    });
    const stored = await app.db.knex('analytics_events').where({ session_id: sessionId });
    expect(stored).toHaveLength(2);
    expect(stored.filter((row) => row.event_id === click.eventId)).toHaveLength(1);
  });

  it('counts once when it comes again among new events of its session', async () => {
    const sessionId = await createSession(app);
    const view = eventPayload(sessionId, 'PAGE_VIEW');
    expect((await app.post('/api/analytics/event', view)).status).toBe(201);

    // Sent at once (one batch or more): the page view again, and two new events.
    const answers = await Promise.all(
      [
        view,
        eventPayload(sessionId, 'CTA_CLICKED', { metadata: { cta: 'start' } }),
        eventPayload(sessionId, 'FAQ_EXPANDED'),
      ].map(async (payload) => (await app.post('/api/analytics/event', payload)).status),
    );
    expect(answers).toEqual([201, 201, 201]);
    const session = await app.db
      .knex('analytics_sessions')
      .where({ session_id: sessionId })
      .first('score', 'pages_viewed');
    expect(session).toEqual({ score: 15, pages_viewed: 1 });
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(3);
  });

  it('is taken without an id from older trackers, each time as a new event', async () => {
    const sessionId = await createSession(app);
    const { eventId: _none, ...old } = eventPayload(sessionId, 'CTA_CLICKED');
    expect((await app.post('/api/analytics/event', old)).status).toBe(201);
    expect((await app.post('/api/analytics/event', old)).status).toBe(201);
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(2);
  });

  it('refuses an id that is not one', async () => {
    const sessionId = await createSession(app);
    const answer = await app.post(
      '/api/analytics/event',
      eventPayload(sessionId, 'CTA_CLICKED', { eventId: 'not an id!' }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fields: { eventId: expect.any(String) } });
  });
});

/**
 * Holds the session's row in a transaction of its own, so that the writer's batch for it waits (on
 * PostgreSQL for the row lock; on PGlite for its single connection). Resolves with the release.
 */
async function holdSession(db: Database, sessionId: string): Promise<() => Promise<void>> {
  const trx = await db.knex.transaction();
  await trx('analytics_sessions').where({ session_id: sessionId }).forUpdate().first();
  return async () => {
    await trx.commit();
  };
}

describeIntegration('analytics events beyond the writer queue', () => {
  const LIMIT = 2;
  const app = useTestServer({ EVENT_QUEUE_LIMIT: String(LIMIT) });

  it('are answered 503 with Retry-After at once, while those it holds are written', async () => {
    const sessionId = await createSession(app);
    const release = await holdSession(app.db, sessionId);
    const answered: { status: number; retryAfter: string | null; body: unknown }[] = [];
    let pending: Promise<void>[] = [];
    try {
      pending = Array.from({ length: LIMIT + 3 }, async () => {
        const response = await app.post(
          '/api/analytics/event',
          eventPayload(sessionId, 'CTA_CLICKED'),
        );
        answered.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        });
      });
      // The writer is held: only what it refused is answered.
      await expect.poll(() => answered.length).toBe(3);
    } finally {
      await release();
    }
    await Promise.all(pending);

    expect(answered.slice(0, 3)).toEqual(
      Array.from({ length: 3 }, () => ({
        status: 503,
        retryAfter: '1',
        body: { error: expect.stringMatching(/too many events/i) },
      })),
    );
    expect(answered.slice(3).map((answer) => answer.status)).toEqual([201, 201]);
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(
      LIMIT,
    );
    // Its queue drained, the writer takes events again.
    expect(await track(app, sessionId, 'FAQ_EXPANDED')).toMatchObject({ status: 201 });
  });
});
