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

  it('purges expired sign-in sessions and rate-limit counters when the server starts', async () => {
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
    } finally {
      await db.close();
    }

    server = await startServer(testConfig(database.current));
    const { knex } = server.db;
    await vi.waitFor(
      async () => {
        expect(await knex('auth_sessions').pluck('id')).toEqual(['live']);
        expect(await knex('rate_limits').pluck('key')).toEqual(['form_contact:live']);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});
