import type { Knex } from 'knex';
import type { Database } from './connect';
import { migrations } from './migrations';

/** Migrations are bundled modules, not files found at run time, so the built server carries them. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export const migrationConfig: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};

/** Any fixed number: the PostgreSQL advisory lock that servers starting at once queue on. */
const MIGRATION_LOCK_KEY = 4_171_953_002;

async function latest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

/**
 * Brings the schema up to date, and returns the names of the migrations it applied.
 *
 * On PostgreSQL, servers that start at once (two app containers) take turns on an advisory lock held
 * by a transaction on a connection of its own: the first migrates, the others then find nothing to do.
 * Knex's own migration lock would instead fail them ("Migration table is already locked"), and on an
 * empty database their creations of the migrations table race. The embedded database admits one
 * process only (the data directory's lock), and its single session cannot hold a transaction aside.
 */
export async function migrateToLatest({
  knex,
  kind,
}: Pick<Database, 'knex' | 'kind'>): Promise<string[]> {
  if (kind !== 'postgres') return latest(knex);
  return knex.transaction(async (lock) => {
    await lock.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    // Holding it, no other Leadline migrates: a Knex lock still set was left by a migrator that was
    // killed midway, and would otherwise fail every start from now on.
    await knex.migrate.forceFreeMigrationsLock(migrationConfig);
    return latest(knex);
  });
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

export async function migrationStatus(knex: Knex): Promise<MigrationStatus> {
  const [completed, pending] = (await knex.migrate.list(migrationConfig)) as [
    { name: string }[],
    string[],
  ];
  return { applied: completed.map((entry) => entry.name), pending };
}
