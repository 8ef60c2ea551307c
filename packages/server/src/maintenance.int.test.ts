import { afterAll, expect, it, vi } from 'vitest';
import { openDatabase } from './db/connect';
import { startServer, type RunningServer } from './server';
import { describeIntegration, testConfig, useTestDatabase } from './test/harness';

describeIntegration('maintenance', () => {
  const database = useTestDatabase();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('purges expired sign-in sessions, rate-limit counters, old salts and anonymous sessions past retention when the server starts', async () => {
    const db = await openDatabase(database.current.settings);
    const hour = 60 * 60_000;
    try {
      await db.knex('auth_sessions').insert([
        { id: 'expired', data: '{}', expires_at: new Date(Date.now() - hour) },
        { id: 'live', data: '{}', expires_at: new Date(Date.now() + hour) },
      ]);
      await db.knex('rate_limits').insert([
        { key: 'form_contact:expired', points: 3, expire: Date.now() - 1000 },
        { key: 'form_contact:live', points: 1, expire: Date.now() + hour },
      ]);
      const today = new Date().toISOString().slice(0, 10);
      await db.knex('ip_salts').insert([
        { day: '2020-01-01', salt: 'aa' },
        { day: today, salt: 'bb' },
      ]);
      const longAgo = new Date(Date.now() - 400 * 24 * hour);
      await db.knex('analytics_sessions').insert(
        ['old', 'recent'].map((id) => ({
          session_id: id,
          visitor_id: `v-${id}`,
          device_type: 'desktop',
          ...(id === 'old' && { created_at: longAgo, last_activity_at: longAgo }),
        })),
      );
      await db.knex('analytics_events').insert(
        ['old', 'recent'].map((id) => ({
          session_id: id,
          event_type: 'PAGE_VIEW',
          event_category: 'navigation',
        })),
      );
    } finally {
      await db.close();
    }

    server = await startServer(testConfig(database.current));
    const { knex } = server.db;
    await vi.waitFor(
      async () => {
        expect(await knex('auth_sessions').pluck('id')).toEqual(['live']);
        expect(await knex('rate_limits').pluck('key')).toEqual(['form_contact:live']);
        expect(await knex('ip_salts').pluck('salt')).toEqual(['bb']);
        expect(await knex('analytics_sessions').pluck('session_id')).toEqual(['recent']);
        expect(await knex('analytics_events').pluck('session_id')).toEqual(['recent']);
        const [run] = await knex('daily_runs').whereNotNull('finished_at');
        expect(run?.outcome).toMatchObject({ sessions: 1, events: 1, awards: 0 });
      },
      { timeout: 15_000, interval: 50 },
    );
  });
});
