import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import { migrateToLatest, migrationConfig, migrationStatus } from './migrate';
import { migrations } from './migrations';
import {
  createTestDatabase,
  describeIntegration,
  testDatabaseKind,
  type TestDatabase,
} from '../test/harness';

describeIntegration('migrating at start', () => {
  let database: TestDatabase | undefined;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await database?.drop();
  });

  // Two app containers started together on a fresh PostgreSQL. (The embedded database admits one
  // process only: see embedded-lock.int.test.ts.)
  it.skipIf(testDatabaseKind !== 'postgres')(
    'lets servers that start at once on an empty database all come up, one of them migrating',
    async () => {
      database = await createTestDatabase({ empty: true });
      for (let i = 0; i < 4; i++) opened.push(await openDatabase(database.settings));

      const results = await Promise.allSettled(opened.map((db) => migrateToLatest(db)));

      expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const applied = results.map((result) => (result.status === 'fulfilled' ? result.value : []));
      const all = Object.keys(migrations).sort();
      expect(applied.filter((names) => names.length > 0)).toEqual([all]);
      expect(await migrationStatus(opened[0]!.knex)).toEqual({ applied: all, pending: [] });
    },
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'takes over a Knex migration lock left by a migrator that was killed midway',
    async () => {
      database = await createTestDatabase({ empty: true });
      const db = await openDatabase(database.settings);
      opened.push(db);
      await migrateToLatest(db);
      await db.knex.migrate.rollback(migrationConfig, true);
      await db.knex('knex_migrations_lock').update({ is_locked: 1 });

      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
      expect(await db.knex('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
    },
  );

  it('finds nothing to do once the schema is up to date', async () => {
    database = await createTestDatabase();
    const db = await openDatabase(database.settings);
    opened.push(db);
    expect(await migrateToLatest(db)).toEqual([]);
  });
});
