/**
 * A suite's database as the CLI meets it. In the cli-pglite-server project
 * (LEADLINE_CLI_BESIDE_SERVER=1) a real server runs on the suite's embedded data directory, so every
 * command reaches it through the server's socket, and the tests read and seed rows through that
 * server's own connection (the directory is held: nothing else may open it).
 */
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '@leadline/server/operations';
import {
  testConfig,
  useTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from '../../../server/src/test/harness';
import { startServer, type RunningServer } from '../../../server/src/server';

/** Whether the CLI runs beside a server on the embedded database. */
export const besideServer = process.env.LEADLINE_CLI_BESIDE_SERVER === '1';

export interface CliDatabase {
  readonly current: TestDatabase;
  env(): Record<string, string | undefined>;
  /** Runs `work` on the database: opened here, or the running server's. */
  withDb<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

export function useCliDatabase(options: TestDatabaseOptions = {}): CliDatabase {
  const database = useTestDatabase(options);
  let server: RunningServer | undefined;
  if (besideServer) {
    beforeAll(async () => {
      // No daily purge during the suite: the purge's own tests seed old sessions.
      server = await startServer(testConfig(database.current, { RETENTION_DAYS: '3650' }));
    });
    afterAll(async () => {
      await server?.stop();
    });
  }
  return {
    get current() {
      return database.current;
    },
    env: () => database.env(),
    withDb: async (work) => {
      if (server) return work(server.db);
      const db = await openDatabase(database.current.settings);
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
  };
}
