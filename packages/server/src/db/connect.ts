/**
 * The database: PostgreSQL through `pg` when DATABASE_URL is set, else the embedded PGlite in DATA_DIR
 * (the same migrations and SQL). Both hand back the same JavaScript types.
 */
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPGlite } from './embedded-options';
import { embeddedTemplate, seedFromTemplate } from './embedded-template';
import { lockDataDir } from './lock';
import { makeDataDirPrivate } from './private-files';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Where the data lives, for messages: the data directory or the server's host and database. */
  location: string;
  /**
   * Runs `work` on a pool of its own without the statement timeouts, for what may rightly take long
   * (migrations, and the wait for another server's); on PGlite, which has none, on `knex` itself.
   */
  unbounded<T>(work: (knex: Knex) => Promise<T>): Promise<T>;
  /**
   * The embedded database opened in this process (not through a running server's socket), and how
   * many entries of DATA_DIR were open to other users until it opened (an earlier version's files).
   */
  embedded?: { pglite: PGlite; dataDir: string; tightened: number };
  close(): Promise<void>;
}

/** Bounds on every wait for PostgreSQL, so that a database that is down or frozen fails fast. */
export interface DatabaseTimeouts {
  /** Making a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** A statement's answer: the client gives up after this, the server cancels it a little sooner. */
  statementMs: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** The embedded database's directory (used when databaseUrl is unset). */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** PostgreSQL only; none by default (the CLI's long operations). */
  timeouts?: DatabaseTimeouts | undefined;
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
export const pgTypes = {
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

/**
 * The server cancels a statement (57014) just before the client stops waiting for it: the client's
 * own timeout is for a server that cannot answer at all (frozen, or cut off by the network).
 */
function pgTimeouts({ connectMs, statementMs }: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: connectMs,
    query_timeout: statementMs,
    statement_timeout: Math.round(statementMs * 0.9),
    // A transaction left open (its request's code stalled) would hold its row locks indefinitely.
    idle_in_transaction_session_timeout: statementMs * 2,
  };
}

function pgKnex(databaseUrl: string, options: DatabaseOptions, timeouts?: DatabaseTimeouts): Knex {
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: databaseUrl,
      types: pgTypes,
      ...(timeouts && pgTimeouts(timeouts)),
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    ...(timeouts && { acquireConnectionTimeout: timeouts.connectMs }),
    ...(options.log && { log: knexLog(options.log) }),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const knex = pgKnex(databaseUrl, options, options.timeouts);
    return {
      knex,
      kind: 'postgres',
      location: describeUrl(databaseUrl),
      unbounded: async (work) => {
        if (!options.timeouts) return work(knex);
        const unbounded = pgKnex(databaseUrl, options);
        try {
          return await work(unbounded);
        } finally {
          await unbounded.destroy();
        }
      },
      close: () => knex.destroy(),
    };
  }

  const release = lockDataDir(options.dataDir);
  try {
    // Before anything is written: from here on, what is created is private already.
    const tightened = makeDataDirPrivate(options.dataDir);
    const directory = pgliteDirectory(options.dataDir);
    await seedFromTemplate(directory, embeddedTemplate());
    const pglite = await openPGlite(directory);
    await pglite.waitReady;
    const knex = knexFactory({
      client: await pgliteClient(),
      connection: () => ({ pglite }) as object,
    });
    return {
      knex,
      kind: 'pglite',
      location: options.dataDir,
      unbounded: (work) => work(knex),
      embedded: { pglite, dataDir: options.dataDir, tightened },
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
