import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { analyticsPaths, analyticsSources, analyticsSummary, analyticsTrends } from './reports';

const DAY = 24 * 60 * 60 * 1000;

describeIntegration('analytics reports', () => {
  const app = useTestServer();
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  beforeAll(async () => {
    // A hand-built fixture; the expected figures below are worked out from it by hand.
    const sessions = [
      { id: 's1', score: 90, source: 'search', landing: '/services', created: ago(0) },
      { id: 's2', score: 80, source: 'search', landing: '/services', created: ago(0) },
      { id: 's3', score: 60, source: 'social', landing: '/blog/a', created: ago(DAY) },
      { id: 's4', score: 55, source: 'direct', landing: '/services', created: ago(2 * DAY) },
      { id: 's5', score: 30, source: 'direct', landing: '/blog/a', created: ago(6 * DAY) },
      { id: 's6', score: 10, source: 'direct', landing: '/', created: ago(0) },
      { id: 's7', score: 40, source: 'search', landing: null, created: ago(8 * DAY) },
    ];
    await app.db.knex('analytics_sessions').insert(
      sessions.map((s) => ({
        session_id: s.id,
        visitor_id: `v-${s.id}`,
        device_type: 'desktop',
        score: s.score,
        source: s.source,
        landing_page: s.landing,
        created_at: s.created,
        last_activity_at: s.created,
      })),
    );
    await app.db.knex('hot_leads').insert([
      {
        session_id: 's1',
        score: 90,
        email: 'one@example.com',
        seconds_to_hot: 120,
      },
      {
        session_id: 's2',
        score: 80,
        email: null,
        seconds_to_hot: 240,
      },
    ]);
  });

  it('summarises sessions by band, e-mail capture and time to hot', async () => {
    expect(await analyticsSummary(app.db.knex)).toEqual({
      totalSessions: 7,
      hotLeads: 2,
      warmLeads: 2,
      engagedLeads: 2,
      coldLeads: 1,
      emailCaptureRate: 50,
      avgTimeToHotLead: 180,
    });
  });

  it('counts the last 7 days, today included, with empty days as zeros', async () => {
    const day = (offset: number) => new Date(now - offset * DAY).toISOString().slice(0, 10);
    expect(await analyticsTrends(app.db.knex, 'UTC')).toEqual([
      { date: day(6), hotLeads: 0, warmLeads: 0, engagedLeads: 1 },
      { date: day(5), hotLeads: 0, warmLeads: 0, engagedLeads: 0 },
      { date: day(4), hotLeads: 0, warmLeads: 0, engagedLeads: 0 },
      { date: day(3), hotLeads: 0, warmLeads: 0, engagedLeads: 0 },
      { date: day(2), hotLeads: 0, warmLeads: 1, engagedLeads: 0 },
      { date: day(1), hotLeads: 0, warmLeads: 1, engagedLeads: 0 },
      { date: day(0), hotLeads: 2, warmLeads: 0, engagedLeads: 0 },
    ]);
  });

  it('ranks landing paths of engaged-or-better sessions', async () => {
    expect(await analyticsPaths(app.db.knex)).toEqual([
      { path: '/services', avgScore: 75, count: 3 },
      { path: '/blog/a', avgScore: 45, count: 2 },
      { path: '/', avgScore: 40, count: 1 },
    ]);
  });

  it('gives each traffic source its sessions, hot leads and conversion rate', async () => {
    expect(await analyticsSources(app.db.knex)).toEqual([
      { source: 'direct', sessions: 3, hotLeads: 0, conversionRate: 0 },
      { source: 'search', sessions: 3, hotLeads: 2, conversionRate: 66.7 },
      { source: 'social', sessions: 1, hotLeads: 0, conversionRate: 0 },
    ]);
  });
});
