/**
 * What an event must show to earn, through the public API: a valid address, a session that is really
 * a return visit, one page however its path is spelled; and the ledger stores whatever a browser
 * sends (long paths, names cut at 100 characters) without a 5xx.
 */
import { expect, it } from 'vitest';
import { describeIntegration, useTestServer, type TestServer } from '../test/harness';
import { createSession, eventPayload, track } from '../test/analytics-factories';
import { applyEvents, type IncomingEvent } from '../features/analytics/ingest';
import { fixtureScoring } from '../test/site';

async function session(app: TestServer, sessionId: string) {
  return (await app.db
    .knex('analytics_sessions')
    .where({ session_id: sessionId })
    .first('score', 'pages_viewed', 'facts', 'email', 'name')) as {
    score: number;
    pages_viewed: number;
    facts: string[];
    email: string | null;
    name: string | null;
  };
}

const unscoredOf = async (app: TestServer, sessionId: string) =>
  (
    await app.db
      .knex('analytics_events')
      .where({ session_id: sessionId })
      .orderBy('id')
      .select('unscored')
  ).map((row: { unscored: string | null }) => row.unscored);

describeIntegration('the evidence an event needs', () => {
  const app = useTestServer();

  it('scores RETURN_VISITOR and ADDITIONAL_VISIT only when the session shows that visit', async () => {
    const first = await createSession(app);
    expect(await track(app, first, 'RETURN_VISITOR')).toMatchObject({ status: 201, points: 0 });
    expect(
      await track(app, first, 'ADDITIONAL_VISIT', { metadata: { visitNumber: 3 } }),
    ).toMatchObject({ points: 0 });
    expect(await unscoredOf(app, first)).toEqual(['not_this_visit', 'not_this_visit']);

    const third = await createSession(app, { isReturningVisitor: true, visitCount: 3 });
    expect(await track(app, third, 'RETURN_VISITOR')).toMatchObject({ points: 10 });
    expect(
      await track(app, third, 'ADDITIONAL_VISIT', { metadata: { visitNumber: 4 } }),
    ).toMatchObject({ points: 0 });
    expect(
      await track(app, third, 'ADDITIONAL_VISIT', { metadata: { visitNumber: 3 } }),
    ).toMatchObject({ points: 8, score: 18 });
  });

  it('gives EMAIL_CAPTURED without a valid address no points and no fact', async () => {
    const sessionId = await createSession(app);
    expect(
      await track(app, sessionId, 'EMAIL_CAPTURED', { metadata: { email: 'not-an-address' } }),
    ).toMatchObject({ status: 201, points: 0 });
    expect(await session(app, sessionId)).toMatchObject({ score: 0, facts: [], email: null });
    expect(await unscoredOf(app, sessionId)).toEqual(['no_email']);
  });

  it('counts one page however its path is spelled, and pages viewed as distinct pages', async () => {
    const sessionId = await createSession(app);
    for (const pageUrl of ['/blog', '/blog/', '/BLOG', '/%62log', '/blog?page=2', '/blog#top'])
      await track(app, sessionId, 'PAGE_VIEW', { pageUrl });
    expect(await session(app, sessionId)).toMatchObject({ score: 5, pages_viewed: 1 });
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/services' });
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/portfolio' });
    expect(await session(app, sessionId)).toMatchObject({ score: 15, pages_viewed: 3 });
  });

  it('stores a page path of 1,000 four-byte characters, once per path', async () => {
    const sessionId = await createSession(app);
    const pageUrl = `/${'😀'.repeat(1000)}`;
    expect(await track(app, sessionId, 'PAGE_VIEW', { pageUrl })).toMatchObject({
      status: 201,
      points: 5,
    });
    expect(await track(app, sessionId, 'SCROLL_25', { pageUrl })).toMatchObject({ points: 3 });
    expect(await track(app, sessionId, 'PAGE_VIEW', { pageUrl })).toMatchObject({ points: 0 });
  });

  it('keeps a name whose 100th character is an emoji, and the name given with the address', async () => {
    const sessionId = await createSession(app);
    const name = `${'a'.repeat(99)}😀 and more`;
    expect(
      await track(app, sessionId, 'EMAIL_CAPTURED', {
        metadata: { email: 'ada@example.com', name },
      }),
    ).toMatchObject({ status: 201, points: 5 });
    expect(await session(app, sessionId)).toMatchObject({
      email: 'ada@example.com',
      name: `${'a'.repeat(99)}😀`,
    });
    // A later address given without a name does not keep the earlier person's name.
    await track(app, sessionId, 'EMAIL_CAPTURED', { metadata: { email: 'bob@example.com' } });
    expect(await session(app, sessionId)).toMatchObject({ email: 'bob@example.com', name: null });
  });

  it('scores one event sent ten times at once (retries) once, and answers each the same', async () => {
    const sessionId = await createSession(app);
    const payload = eventPayload(sessionId, 'PAGE_VIEW', { pageUrl: '/pricing' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await app.post('/api/analytics/event', payload);
        return { status: response.status, ...((await response.json()) as object) };
      }),
    );
    for (const answer of answers) expect(answer).toMatchObject({ points: 5, score: 5 });
    const stored = await app.db.knex('analytics_events').where({ session_id: sessionId });
    expect(stored).toHaveLength(1);
    expect(await session(app, sessionId)).toMatchObject({ score: 5, pages_viewed: 1 });
  });

  it('writes an event that is twice in one batch once, and answers both with what it earned', async () => {
    const sessionId = await createSession(app);
    const event: IncomingEvent = {
      sessionId,
      eventId: 'retry-1',
      eventType: 'FAQ_EXPANDED',
      eventValue: null,
      origin: 'client',
      pageUrl: '/services',
      metadata: {},
      receivedAt: new Date(),
    };
    const answers = await applyEvents(
      app.db.knex,
      [event, { ...event }, { ...event, eventId: 'x' }],
      fixtureScoring(),
    );
    expect(answers).toEqual([
      { points: 5, score: 10 },
      { points: 5, score: 10 },
      { points: 5, score: 10 },
    ]);
    expect(await app.db.knex('analytics_events').where({ session_id: sessionId })).toHaveLength(2);
    expect(await session(app, sessionId)).toMatchObject({ score: 10 });
  });
});
