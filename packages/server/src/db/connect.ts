/**
 * The database: PostgreSQL through `pg` when DATABASE_URL is set, else the embedded PGlite in DATA_DIR
 * (the same migrations and SQL). Both hand back the same JavaScript types.
 */
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { lockDataDir } from './lock';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Where the data lives, for messages: the data directory or the server's host and database. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** The embedded database's directory (used when databaseUrl is unset). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** Where Knex's own messages go (a pooled connection the database closed, say); else the console. */
  log?: (level: 'debug' | 'warn' | 'error', message: string) => void;
}

function knexLog(log: NonNullable<DatabaseOptions['log']>): Knex.Config['log'] {
  return {
    debug: (message: unknown) => log('debug', String(message)),
    warn: (message: unknown) => log('warn', String(message)),
    error: (message: unknown) => log('error', String(message)),
    deprecate: (message: unknown) => log('warn', String(message)),
  };
}

/** The embedded database's files, inside DATA_DIR beside the lock and the session secret. */
export const pgliteDirectory = (dataDir: string) => path.join(path.resolve(dataDir), 'pgdata');

const INT8_OID = 20;

/** pg returns bigint (count(*), sum) as strings; PGlite as numbers. Ours stay far below 2^53. */
const pgTypes = {
  getTypeParser: (oid: number, format: string) =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text' | 'binary'),
};

type ClientClass = new (config: Knex.Config) => Knex.Client & {
  processResponse(obj: unknown, runner: unknown): unknown;
};

/**
 * The Knex client for PGlite, loaded only when the embedded database is used (PGlite is large).
 * knex-pglite names a `.delete()` query's command "DEL", so Knex would hand back the raw result instead
 * of the count of deleted rows that the pg driver gives; passing the method as "delete" fixes the name.
 */
async function pgliteClient(): Promise<typeof Knex.Client> {
  const { default: ClientPGlite } = await import('knex-pglite');
  class PGliteClient extends (ClientPGlite as unknown as ClientClass) {
    override processResponse(obj: { method?: string }, runner: unknown): unknown {
      return super.processResponse(
        obj.method === 'del' ? { ...obj, method: 'delete' } : obj,
        runner,
      );
    }
  }
  return PGliteClient as unknown as typeof Knex.Client;
}

function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: { connectionString: options.databaseUrl, types: pgTypes },
      pool: { min: 0, max: options.poolMax ?? 10 },
      ...(options.log && { log: knexLog(options.log) }),
    });
    return {
      knex,
      kind: 'postgres',
      location: describeUrl(options.databaseUrl),
      close: () => knex.destroy(),
    };
  }

  const release = lockDataDir(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite(pgliteDirectory(options.dataDir));
    await pglite.waitReady;
    const knex = knexFactory({
      client: await pgliteClient(),
      connection: () => ({ pglite }) as object,
    });
    return {
      knex,
      kind: 'pglite',
      location: options.dataDir,
      close: async () => {
        try {
          await knex.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
