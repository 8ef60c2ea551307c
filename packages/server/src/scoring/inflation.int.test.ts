/**
 * The event policy through the public API, as a visitor's browser sends events: repeats are stored
 * with 0 points and the reason, so no amount of reloading or toggling makes a hot lead.
 */
import { expect, it } from 'vitest';
import { catalogueIds } from '@leadline/domain';
import { describeIntegration, useTestServer, type TestServer } from '../test/harness';
import { createSession, track } from '../test/analytics-factories';
import { fixtureCatalogue } from '../test/site';

async function ledger(app: TestServer, sessionId: string) {
  return (await app.db
    .knex('analytics_events')
    .where({ session_id: sessionId })
    .orderBy('id')
    .select('event_type', 'points', 'award_key', 'unscored')) as {
    event_type: string;
    points: number;
    award_key: string | null;
    unscored: string | null;
  }[];
}

const scoreOf = async (app: TestServer, sessionId: string) =>
  (await app.db.knex('analytics_sessions').where({ session_id: sessionId }).first('score'))
    .score as number;

describeIntegration('the event policy', () => {
  const app = useTestServer();

  it('scores 100 reloads of one page as one page view', async () => {
    const sessionId = await createSession(app);
    for (let i = 0; i < 100; i++) await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/blog' });
    expect(await scoreOf(app, sessionId)).toBe(5);
    const rows = await ledger(app, sessionId);
    expect(rows).toHaveLength(100);
    expect(rows[0]).toMatchObject({ points: 5, award_key: 'PAGE_VIEW:/blog', unscored: null });
    for (const row of rows.slice(1))
      expect(row).toMatchObject({
        points: 0,
        award_key: 'PAGE_VIEW:/blog',
        unscored: 'already_counted',
      });
    // Another page, or the same one with a query, is a page of its own only by its path.
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/blog?page=2' });
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/services' });
    expect(await scoreOf(app, sessionId)).toBe(10);
  });

  it('scores one feature toggled 10 times once, and 8 distinct features 8 times', async () => {
    const toggled = await createSession(app);
    for (let i = 0; i < 10; i++)
      await track(app, toggled, 'CALCULATOR_FEATURE_SELECTED', {
        pageUrl: '/calculator',
        metadata: { featureId: 'auth' },
      });
    expect(await scoreOf(app, toggled)).toBe(10);

    const distinct = await createSession(app);
    const featureIds = catalogueIds(fixtureCatalogue());
    expect(featureIds.length).toBeGreaterThanOrEqual(8);
    for (const featureId of featureIds.slice(0, 8))
      await track(app, distinct, 'CALCULATOR_FEATURE_SELECTED', {
        pageUrl: '/calculator',
        metadata: { featureId },
      });
    expect(await scoreOf(app, distinct)).toBe(80);

    // A feature the catalogue does not have names nothing that can score.
    expect(
      await track(app, distinct, 'CALCULATOR_FEATURE_SELECTED', {
        metadata: { featureId: 'free-money' },
      }),
    ).toMatchObject({ status: 201, points: 0, score: 80 });
    expect((await ledger(app, distinct)).at(-1)).toMatchObject({ unscored: 'no_item' });
  });

  it('scores the once-per-session events once, each glossary term once, and caps the rest', async () => {
    const sessionId = await createSession(app);
    for (let i = 0; i < 5; i++) {
      await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
      await track(app, sessionId, 'GLOSSARY_TERM_VIEWED', { metadata: { term: 'MVP' } });
      await track(app, sessionId, 'FAQ_EXPANDED');
    }
    await track(app, sessionId, 'GLOSSARY_TERM_VIEWED', { metadata: { term: 'API' } });
    // 20 once, 5 + 5 for two terms, FAQ_EXPANDED capped at 15 points.
    expect(await scoreOf(app, sessionId)).toBe(20 + 10 + 15);
    const faq = (await ledger(app, sessionId)).filter((row) => row.event_type === 'FAQ_EXPANDED');
    expect(faq.map((row) => row.points)).toEqual([5, 5, 5, 0, 0]);
    expect(faq.at(-1)).toMatchObject({ unscored: 'cap_reached', award_key: null });
  });

  it("stores the browser's claim of a submission with 0 points and says why", async () => {
    const sessionId = await createSession(app);
    expect(await track(app, sessionId, 'CALCULATOR_SUBMITTED')).toMatchObject({ points: 0 });
    expect(await track(app, sessionId, 'NOT_A_THING')).toMatchObject({ points: 0 });
    expect((await ledger(app, sessionId)).map((row) => row.unscored)).toEqual([
      'claimed_by_browser',
      'unknown_event',
    ]);
  });
});
