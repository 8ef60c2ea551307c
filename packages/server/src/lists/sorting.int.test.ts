/**
 * Issue 31 part 4: the lead lists sort by score, fit and recency (`?sort=`), by default the reachable
 * and best first, and page without losing or repeating a row whatever the order.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { gradeOf, LIST_SORTS, type ListSort } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../test/harness';
import { signedIn } from '../test/sign-in';

/** What the checks read of a row, whatever the list. */
interface Row {
  id?: string;
  sessionId?: string;
  email: string | null;
  fit: { grade: string | null; score: number | null } | null;
  score?: number | null;
  createdAt?: string;
  lastActivityAt?: string;
}

const LISTS = {
  '/api/admin/hot-leads': { time: 'createdAt', scored: true },
  '/api/admin/warm-leads': { time: 'lastActivityAt', scored: true },
  '/api/admin/submissions/leads': { time: 'createdAt', scored: true },
  '/api/admin/submissions/contacts': { time: 'createdAt', scored: true },
  '/api/admin/workflow-submissions': { time: 'createdAt', scored: true },
  // A person's score is not sorted by (too dear to compute for everyone): score is the fit order.
  '/api/admin/people': { time: 'lastActivityAt', scored: false },
} as const;
type ListPath = keyof typeof LISTS;

const ANSWER = ['A', 'B', 'C', 'D'];
const grade = (row: Row) => (row.fit?.grade ? ANSWER.indexOf(row.fit.grade) : ANSWER.length);
const desc = (value: number | null | undefined) => -(value ?? -1);

/** The sort key of a row, compared element by element, smallest first; the unique tiebreak aside. */
function keyOf(path: ListPath, sort: ListSort | undefined, row: Row): number[] {
  const { time, scored } = LISTS[path];
  const recent = -Date.parse(row[time] ?? '');
  const score = scored ? [desc(row.score)] : [];
  const fit = desc(row.fit?.score);
  switch (sort) {
    case 'recent':
      return [recent];
    case 'score':
      return scored ? [...score, recent] : [fit, recent];
    case 'fit':
      return [fit, ...score, recent];
    default:
      return path === '/api/admin/people'
        ? [fit, recent]
        : [row.email === null ? 1 : 0, grade(row), ...score, recent];
  }
}

const inOrder = (a: number[], b: number[]) => {
  for (const [index, value] of a.entries()) {
    if (value !== b[index]) return value < b[index]!;
  }
  return true;
};

describeIntegration('sorted lead lists', () => {
  const app = useTestServer();
  let admin = '';

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    const knex = app.db.knex;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 0, minute));
    // Twelve addresses, every third one without answers; repeated scores and grades, so ties occur.
    const emails = Array.from({ length: 12 }, (_, index) => `sort-${index}@example.com`);
    const sessions = Array.from({ length: 36 }, (_, index) => ({
      session_id: `s-${randomUUID()}`,
      visitor_id: `v-${randomUUID()}`,
      device_type: 'desktop',
      source: 'direct',
      score: [55, 60, 60, 70, 80, 90][index % 6]!,
      email: index % 4 === 3 ? null : emails[index % 12]!,
      last_activity_at: at(index),
    }));
    await knex('analytics_sessions').insert(sessions);
    for (const [index, email] of emails.entries()) {
      const fitScore = index % 3 === 2 ? null : [90, 60, 60, 40, 20, 75, 55][index % 7]!;
      await knex('people')
        .where({ email })
        .update({
          fit_score: fitScore,
          fit_grade: fitScore === null ? null : gradeOf(fitScore),
          last_activity_at: at(100 - index),
        });
    }
    const hot = sessions.filter((session) => session.score >= 75);
    await knex('hot_leads').insert(
      hot.map((session, index) => ({
        session_id: session.session_id,
        email: session.email,
        score: session.score + (index % 3),
        created_at: at(index),
      })),
    );
    const records = sessions.slice(0, 24).map((session, index) => ({
      email: emails[(index * 5) % 12]!,
      session_id: index % 5 === 4 ? null : session.session_id,
      created_at: at(index % 8),
    }));
    await knex('calculator_leads').insert(
      records.map((row) => ({
        ...row,
        selected_features: ['auth'],
        line_items: JSON.stringify([{ id: 'auth', name: 'Auth', price: 2000 }]),
        total_cost: 2000,
      })),
    );
    await knex('contact_messages').insert(
      records.map((row) => ({ ...row, name: 'Someone', message: 'Hello.' })),
    );
    await knex('workflow_submissions').insert(
      records.map((row, index) => ({
        ...row,
        email: index % 4 === 1 ? null : row.email,
        session_id: `w-${index}`,
      })),
    );
  });

  const page = async (path: string, query: string) => {
    const response = await app.get(`${path}?${query}`, { cookie: admin });
    const body = (await response.json()) as { items: Row[]; total: number; error?: string };
    expect(response.status, `${path}?${query}: ${body.error}`).toBe(200);
    return body;
  };

  for (const path of Object.keys(LISTS) as ListPath[])
    for (const sort of [undefined, ...LIST_SORTS])
      it(`${path} sorts by ${sort ?? 'default'}, and pages through every row once`, async () => {
        const rows: Row[] = [];
        let total = 0;
        do {
          const next = await page(
            path,
            `${sort ? `sort=${sort}&` : ''}limit=7&offset=${rows.length}`,
          );
          total = next.total;
          if (next.items.length === 0) break;
          rows.push(...next.items);
        } while (rows.length < total);
        expect(rows.length).toBeGreaterThan(7);
        expect(rows).toHaveLength(total);
        expect(new Set(rows.map((row) => row.id ?? row.sessionId)).size).toBe(total);
        for (const [index, row] of rows.slice(1).entries())
          expect(
            inOrder(keyOf(path, sort, rows[index]!), keyOf(path, sort, row)),
            `${JSON.stringify(rows[index])} before ${JSON.stringify(row)}`,
          ).toBe(true);
      });

  it('shows the fit only for rows with an address', async () => {
    const { items } = await page('/api/admin/workflow-submissions', 'limit=100');
    expect(items.some((row) => row.email === null)).toBe(true);
    for (const row of items) expect(row.fit === null).toBe(row.email === null);
  });

  it.each(['best', 'SCORE', '', 'score,fit'])(
    'refuses sort=%s on every list with a 400',
    async (sort) => {
      for (const path of Object.keys(LISTS)) {
        const response = await app.get(`${path}?sort=${encodeURIComponent(sort)}`, {
          cookie: admin,
        });
        expect(response.status, path).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(
          'sort must be one of: score, fit, recent.',
        );
      }
    },
  );
});
