/**
 * `leadline purge` as a real process on both databases: the dry run counts and removes nothing, the
 * purge removes the same, and a linked or recent session stays.
 */
import { expect, it } from 'vitest';
import type { Database } from '@leadline/server/operations';
import { describeIntegration } from '../../server/src/test/harness';
import { useCliDatabase, type CliDatabase } from './test/database';
import { leadline } from './test/leadline';

const DAY_MS = 86_400_000;

/** A session last active `daysAgo`, with `events` page views and one award. */
async function seedSession(db: Database, id: string, daysAgo: number, events: number) {
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await db.knex('analytics_sessions').insert({
    session_id: id,
    visitor_id: `v-${id}`,
    device_type: 'desktop',
    created_at: at,
    last_activity_at: at,
  });
  await db.knex('analytics_events').insert(
    Array.from({ length: events }, () => ({
      session_id: id,
      event_type: 'PAGE_VIEW',
      event_category: 'navigation',
      created_at: at,
    })),
  );
  await db.knex('session_awards').insert({ session_id: id, award_key: 'page:/' });
}

const sessionIds = (database: CliDatabase) =>
  database.withDb(
    async (db) =>
      (await db.knex('analytics_sessions').orderBy('session_id').pluck('session_id')) as string[],
  );

describeIntegration('leadline purge', () => {
  const database = useCliDatabase();

  it('counts with --dry-run, removing nothing, then removes the same; linked and recent sessions stay', async () => {
    await database.withDb(async (db) => {
      await seedSession(db, 'old-1', 40, 3);
      await seedSession(db, 'old-2', 40, 2);
      await seedSession(db, 'old-linked', 40, 1);
      await seedSession(db, 'recent', 5, 1);
      await db.knex('contact_messages').insert({
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Hello',
        session_id: 'old-linked',
      });
    });
    const env = { ...database.env(), RETENTION_DAYS: '30' };
    const all = ['old-1', 'old-2', 'old-linked', 'recent'];

    const dry = await leadline(['purge', '--dry-run', '--json'], env);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    const counted = JSON.parse(dry.stdout) as Record<string, unknown>;
    expect(counted).toMatchObject({
      dryRun: true,
      sessions: 2,
      events: 5,
      awards: 2,
      scanned: 3,
      retentionDays: 30,
    });
    expect(await sessionIds(database)).toEqual(all);

    const text = await leadline(['purge', '--dry-run'], env);
    expect(text.stdout).toMatch(/^would remove 2 sessions, 5 events and 2 awards: /);
    expect(text.stdout).toContain('1 older session kept');

    const purged = await leadline(['purge'], env);
    expect(purged.stderr).toBe('');
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(
      /^removed 2 sessions, 5 events and 2 awards: anonymous sessions inactive since \d{4}-\d\d-\d\d \(RETENTION_DAYS=30\), in 1 batch/,
    );
    expect(await sessionIds(database)).toEqual(['old-linked', 'recent']);
    expect(await database.withDb((db) => db.knex('contact_messages').pluck('session_id'))).toEqual([
      'old-linked',
    ]);

    const again = await leadline(['purge', '--json'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({ sessions: 0, events: 0, awards: 0 });
  });

  it('says so when no session is that old: 0 batches', async () => {
    const result = await leadline(['purge'], { ...database.env(), RETENTION_DAYS: '3650' });
    expect(result.stdout).toMatch(
      /^removed 0 sessions, 0 events and 0 awards: .*\(RETENTION_DAYS=3650\), in 0 batches \(/,
    );
    expect(result.code).toBe(0);
  });

  it('refuses a RETENTION_DAYS out of range with one line, exit 1', async () => {
    const result = await leadline(['purge'], { ...database.env(), RETENTION_DAYS: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^leadline: RETENTION_DAYS must be a whole number/);
    expect(result.stdout).toBe('');
  });
});
