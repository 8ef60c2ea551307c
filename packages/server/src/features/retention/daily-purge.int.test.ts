/**
 * The daily purge as the servers run it: old anonymous sessions in the database when two instances
 * start on one PostgreSQL (one on the embedded database) are purged once, by one of them, which logs
 * what it removed; the other finds the day's run taken.
 */
import { Writable } from 'node:stream';
import { afterAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/connect';
import { createLogger } from '../../logger';
import { startServer, type RunningServer } from '../../server';
import {
  describeIntegration,
  testConfig,
  testDatabaseKind,
  useTestDatabase,
} from '../../test/harness';

const DAY_MS = 86_400_000;

interface LogLine {
  msg: string;
  removed?: Record<string, number>;
}

describeIntegration('the daily purge of the servers', () => {
  const database = useTestDatabase();
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('purges once across the instances that start on the same day, and logs what it removed', async () => {
    const db = await openDatabase(database.current.settings);
    try {
      const at = (days: number) => new Date(Date.now() - days * DAY_MS);
      await db.knex('analytics_sessions').insert(
        [1, 2, 3].map((n) => ({
          session_id: `old-${n}`,
          visitor_id: `v-old-${n}`,
          device_type: 'desktop',
          created_at: at(500),
          last_activity_at: at(400),
        })),
      );
      await db.knex('analytics_events').insert(
        [1, 2, 3, 3].map((n) => ({
          session_id: `old-${n}`,
          event_type: 'PAGE_VIEW',
          event_category: 'navigation',
        })),
      );
    } finally {
      await db.close();
    }

    const logs: LogLine[][] = [];
    const instances = testDatabaseKind === 'postgres' ? 2 : 1;
    const config = testConfig(database.current, { RETENTION_DAYS: '30' });
    servers.push(
      ...(await Promise.all(
        Array.from({ length: instances }, (_, i) => {
          const lines: LogLine[] = [];
          logs[i] = lines;
          const stream = new Writable({
            write(chunk: Buffer, _encoding, done) {
              for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
                lines.push(JSON.parse(line) as LogLine);
              done();
            },
          });
          return startServer(config, createLogger('debug', stream));
        }),
      )),
    );
    // Each instance's first hourly maintenance (at start) has finished: not the tally folding, which
    // also starts with the server and may finish first.
    await vi.waitFor(
      () => {
        for (const lines of logs)
          expect(lines.some((line) => line.msg === 'maintenance: hourly run finished')).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    const purges = logs.flat().filter((line) => line.msg.includes('anonymous sessions inactive'));
    expect(purges).toEqual([
      {
        ...purges[0],
        msg: 'maintenance: purged anonymous sessions inactive for 30 days',
        removed: expect.objectContaining({ sessions: 3, events: 4, awards: 0 }),
      },
    ]);
    const { knex } = servers[0]!.db;
    expect(await knex('analytics_sessions').whereLike('session_id', 'old-%')).toEqual([]);
    const runs = await knex('daily_runs').where('task', 'retention-purge');
    expect(runs).toHaveLength(1);
    expect(runs[0].outcome).toMatchObject({ sessions: 3, events: 4 });
  });
});
