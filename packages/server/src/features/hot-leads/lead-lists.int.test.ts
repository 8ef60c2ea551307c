import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { createSession, track } from '../../test/analytics-factories';
import { signedIn } from '../../test/sign-in';
import type { HotLeadsPage, Json, SessionTimeline, WarmLeadsPage } from '@leadline/domain';

const WARM = 150;
const HOT = 23;

/** Issue 13 part 5: the hot- and warm-lead lists page, and their figures cover every row. */
describeIntegration('hot and warm lead lists', () => {
  const app = useTestServer();
  let admin = '';
  const expected = {
    warmWithEmail: 0,
    warmScoreSum: 0,
    hotScoreSum: 0,
    unnotified: 0,
    contacted: 0,
  };

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    const knex = app.db.knex;
    const session = (score: number, index: number, email: string | null) => ({
      session_id: `s-${randomUUID()}`,
      visitor_id: `v-${randomUUID()}`,
      device_type: 'desktop',
      source: 'direct',
      score,
      email,
      last_activity_at: new Date(Date.UTC(2026, 10, 1, 0, index)),
    });
    const warm = Array.from({ length: WARM }, (_, index) => {
      const score = 50 + ((index * 7) % 25);
      const email = index % 3 === 0 ? `warm-${index}@example.com` : null;
      if (email) expected.warmWithEmail += 1;
      expected.warmScoreSum += score;
      return session(score, index, email);
    });
    // Around the band: neither counts.
    const outside = [session(49, 0, 'cold@example.com'), session(75, 1, null)];
    const hot = Array.from({ length: HOT }, (_, index) => session(75 + index, index, null));
    await knex.batchInsert('analytics_sessions', [...warm, ...outside, ...hot], 100);
    await knex('hot_leads').insert(
      hot.map((row, index) => {
        const notified = index % 2 === 0;
        const contacted = index % 4 === 0;
        if (!notified) expected.unnotified += 1;
        if (contacted) expected.contacted += 1;
        expected.hotScoreSum += row.score;
        return {
          session_id: row.session_id,
          score: row.score,
          notified,
          contacted,
          name: index === 0 ? 'Ada' : null,
          created_at: new Date(Date.UTC(2026, 10, 1, 0, index)),
        };
      }),
    );
  });

  const get = async <T>(path: string) => {
    const response = await app.get(path, { cookie: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as Json<T>;
  };

  describe('warm leads', () => {
    it('answers stats over all 150, exactly, whatever the page', async () => {
      const stats = {
        total: WARM,
        withEmail: expected.warmWithEmail,
        anonymous: WARM - expected.warmWithEmail,
        avgScore: Math.round(expected.warmScoreSum / WARM),
      };
      expect(stats.withEmail).toBe(50);
      const first = await get<WarmLeadsPage>('/api/admin/warm-leads');
      expect(first).toMatchObject({ total: WARM, stats });
      expect(first.items).toHaveLength(10);
      const last = await get<WarmLeadsPage>('/api/admin/warm-leads?limit=100&offset=100');
      expect(last).toMatchObject({ total: WARM, stats });
      expect(last.items).toHaveLength(50);
    });

    const everyPage = async (query: string) => {
      const seen: Json<WarmLeadsPage>['items'] = [];
      for (let offset = 0; offset < WARM; offset += 40)
        seen.push(
          ...(await get<WarmLeadsPage>(`/api/admin/warm-leads?${query}limit=40&offset=${offset}`))
            .items,
        );
      expect(new Set(seen.map((lead) => lead.sessionId)).size).toBe(WARM);
      return seen;
    };
    const descending = (scores: number[]) => [...scores].sort((a, b) => b - a);

    it('pages through every warm lead once, closest to hot first (sort=score)', async () => {
      const scores = (await everyPage('sort=score&')).map((lead) => lead.score);
      expect(scores).toEqual(descending(scores));
      expect(Math.min(...scores)).toBe(50);
      expect(Math.max(...scores)).toBe(74);
      expect((await get<WarmLeadsPage>('/api/admin/warm-leads?offset=150')).items).toEqual([]);
    });

    it('pages through every warm lead once, the reachable first by default', async () => {
      const seen = await everyPage('');
      const reachable = seen.slice(0, expected.warmWithEmail);
      const anonymous = seen.slice(expected.warmWithEmail);
      expect(reachable.every((lead) => lead.email !== null && lead.fit?.grade === null)).toBe(true);
      expect(anonymous.every((lead) => lead.email === null && lead.fit === null)).toBe(true);
      for (const part of [reachable, anonymous]) {
        const scores = part.map((lead) => lead.score);
        expect(scores).toEqual(descending(scores));
      }
    });
  });

  describe('hot leads', () => {
    const stats = () => ({
      total: HOT,
      unnotified: expected.unnotified,
      contacted: expected.contacted,
      avgScore: Math.round(expected.hotScoreSum / HOT),
    });

    it('answers a page, the filter total and stats over every hot lead', async () => {
      const all = await get<HotLeadsPage>('/api/admin/hot-leads?limit=5');
      expect(all).toMatchObject({ total: HOT, stats: stats() });
      expect(all.items.map((lead) => lead.score)).toEqual([97, 96, 95, 94, 93]);
      const fresh = await get<HotLeadsPage>('/api/admin/hot-leads?notified=false&limit=100');
      expect(fresh).toMatchObject({ total: expected.unnotified, stats: stats() });
      expect(fresh.items.every((lead) => !lead.notified)).toBe(true);
      const contacted = await get<HotLeadsPage>('/api/admin/hot-leads?contacted=true&offset=2');
      expect(contacted.total).toBe(expected.contacted);
      expect(contacted.items).toHaveLength(expected.contacted - 2);
      const oldest = await get<HotLeadsPage>('/api/admin/hot-leads?limit=1&offset=22');
      expect(oldest.items).toEqual([expect.objectContaining({ score: 75, name: 'Ada' })]);
    });
  });

  it.each([
    ['limit=0', 'limit must be at least 1.'],
    ['limit=101', 'limit must be at most 100.'],
    ['limit=abc', 'limit must be a number.'],
    ['limit=2.5', 'limit must be a whole number.'],
    ['offset=-1', 'offset cannot be negative.'],
    ['offset=1e30', 'offset must be at most 1,000,000,000.'],
    ['page=2', undefined],
  ])('refuses %s on both lists with a 400', async (query, message) => {
    for (const list of ['warm-leads', 'hot-leads']) {
      const response = await app.get(`/api/admin/${list}?${query}`, { cookie: admin });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string };
      if (message) expect(JSON.stringify(body)).toContain(message);
    }
  });

  it('explains every 0 in a session timeline, with the policy labels', async () => {
    const sessionId = await createSession(app);
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/blog' });
    await track(app, sessionId, 'PAGE_VIEW', { pageUrl: '/blog/' });
    await track(app, sessionId, 'CALCULATOR_SUBMITTED', { pageUrl: '/calculator' });
    await track(app, sessionId, 'CONTACT_FORM_VIEWED', { pageUrl: '/contact' });
    const { events } = await get<SessionTimeline>(`/api/admin/sessions/${sessionId}`);
    expect(
      events.map(({ label, points, unscored, note }) => [label, points, unscored, note]),
    ).toEqual([
      ['Page view', 5, null, null],
      ['Page view', 0, 'already_counted', 'already counted for /blog'],
      [
        'Calculator submitted',
        0,
        'claimed_by_browser',
        "claimed by the browser; only the server's record of a submission scores",
      ],
      ['Contact form viewed', 0, 'no_points', 'earns no points; it records what the visitor did'],
    ]);
  });
});
