/**
 * Integration-test harness: each test file gets its own fresh, migrated database (a copy of the PGlite
 * template, or a PostgreSQL database cloned from the template) and a real server on a random port.
 * The CLI's suites use it too (packages/cli/vitest.config.ts).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type DatabaseKind } from '../db/connect';
import { migrationConfig } from '../db/migrate';
import { startServer, type RunningServer } from '../server';
import { BROWSER_USER_AGENT } from './browser';
import { adminQuery, databaseUrl } from './postgres-admin';
import { databaseScratchDir } from './scratch';
import { FIXTURE_SITE_DIR } from './site';
import type {} from './provided';

export const testDatabaseKind = (process.env.LEADLINE_TEST_DB ?? 'pglite') as DatabaseKind;

const skipReason = testDatabaseKind === 'postgres' ? inject('postgresSkipReason') : '';

/** A describe block of an integration suite; on PostgreSQL without a server it is skipped with the reason. */
export function describeIntegration(name: string, suite: () => void): void {
  const title = `${name} [${testDatabaseKind}]`;
  // Outside CI only (under CI the PostgreSQL global setup fails the run instead).
  describe.skipIf(skipReason !== '')(
    skipReason ? `${title} (skipped: ${skipReason})` : title,
    suite,
  );
}

export interface TestDatabase {
  /** Settings that point a server at this database. */
  settings: Pick<Config, 'databaseUrl' | 'dataDir'>;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** No schema at all (not even the migrations table), for tests of migrating itself. */
  empty?: boolean;
}

export async function createTestDatabase({
  empty = false,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const dataDir = mkdtempSync(path.join(databaseScratchDir(), 'leadline-test-'));
    if (!empty) cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    return {
      settings: { databaseUrl: undefined, dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `leadline_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : ` template ${inject('postgresTemplateDb')}`;
  await adminQuery(adminUrl, `create database ${name}${template}`);
  const dataDir = mkdtempSync(path.join(databaseScratchDir(), 'leadline-test-'));
  return {
    settings: { databaseUrl: databaseUrl(adminUrl, name), dataDir },
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * A fresh database for the tests of the file (or of the describe block that calls it), and the
 * environment that points a server or CLI process at it.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): {
  readonly current: TestDatabase;
  env(): Record<string, string | undefined>;
} {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const current = () => {
    if (!database) throw new Error('the test database has not been created');
    return database;
  };
  return {
    get current() {
      return current();
    },
    env: () => ({
      DATA_DIR: current().settings.dataDir,
      DATABASE_URL: current().settings.databaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_DIR: FIXTURE_SITE_DIR,
    }),
  };
}

/**
 * A test database of the file's own, opened for its tests; `prepare` runs once it is open (a
 * backfill's test rolls migrations back there). Closed, then dropped, after the file.
 */
export function useOpenTestDatabase(prepare?: (db: Database) => Promise<void>): {
  readonly db: Database;
  readonly database: TestDatabase;
} {
  const database = useTestDatabase();
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openDatabase(database.current.settings);
    await prepare?.(db);
  });
  afterAll(async () => {
    await db?.close();
  });
  return {
    get db() {
      if (!db) throw new Error('the test database is not open');
      return db;
    },
    get database() {
      return database.current;
    },
  };
}

/** An open test database as it was before `migrations` (the newest last): a backfill's test. */
export const useDatabaseBefore = (migrations: readonly string[]) =>
  useOpenTestDatabase(async (db) => {
    for (const name of [...migrations].reverse())
      await db.knex.migrate.down({ ...migrationConfig, name });
  });

/**
 * A configuration for tests: quiet, on a random port, with form and owner-alert limits high enough
 * not to interfere (every test request comes from one address; the alert tests set their own), on
 * the fixture site (`env` may name another SITE_DIR).
 */
export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      FORM_RATE_LIMIT: '10000',
      ALERT_MAX_PER_HOUR: '10000',
      ALERT_MAX_PER_CLIENT: '10000',
      SESSION_SECRET: TEST_SESSION_SECRET,
      SITE_DIR: FIXTURE_SITE_DIR,
      ...env,
    }),
    ...database.settings,
  };
}

export interface TestServer {
  readonly url: string;
  readonly db: Database;
  readonly server: RunningServer;
  readonly database: TestDatabase;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Stops the server and starts another on the same database, with `env` added to the first's. */
  restart(env?: Record<string, string>): Promise<void>;
}

/** Starts a server on a fresh database before the file's tests and stops it after them. */
export function useTestServer(env: Record<string, string> = {}): TestServer {
  const database = useTestDatabase();
  let running: RunningServer | undefined;

  // Hooks run as a stack: the server stops before its database is dropped.
  beforeAll(async () => {
    running = await startServer(testConfig(database.current, env));
  });
  afterAll(async () => {
    await running?.stop();
  });

  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test server has not started');
    return value;
  };
  return {
    get url() {
      return required(running).url;
    },
    get db() {
      return required(running).db;
    },
    get server() {
      return required(running);
    },
    get database() {
      return database.current;
    },
    post: (urlPath, body, headers = {}) =>
      fetch(`${required(running).url}${urlPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': BROWSER_USER_AGENT,
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (urlPath, headers = {}) =>
      fetch(`${required(running).url}${urlPath}`, {
        headers: { 'user-agent': BROWSER_USER_AGENT, ...headers },
      }),
    restart: async (more = {}) => {
      await required(running).stop();
      running = undefined;
      running = await startServer(testConfig(database.current, { ...env, ...more }));
    },
  };
}

/** Rows in a table, for asserting what was (or was not) written. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.knex(table).count<{ count: number }[]>({ count: '*' });
  return row!.count;
}
