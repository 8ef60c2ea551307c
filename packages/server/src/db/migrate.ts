import type { Knex } from 'knex';
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

/** Brings the schema up to date; Knex's migration lock makes concurrent starts safe. */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
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
