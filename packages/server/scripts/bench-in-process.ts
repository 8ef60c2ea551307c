/** A benchmark's server, started in its own process on a database of its own. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { startServer, type RunningServer } from '../src/server';
import { benchDatabase } from './bench-postgres';

export interface InProcessBench {
  server: RunningServer;
  config: Config;
  /** Stops the server and removes its database. */
  stop: () => Promise<void>;
}

/**
 * The server on `target` (`postgres`: a benchmark database, from TEST_DATABASE_URL or
 * Testcontainers; else a fresh embedded directory), clients told apart by X-Forwarded-For
 * (TRUST_PROXY=loopback), with `env` over those settings.
 */
export async function startInProcessBench(
  target: string,
  name: string,
  env: Record<string, string>,
): Promise<InProcessBench> {
  const settings: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SESSION_SECRET: 'b'.repeat(40),
    TRUST_PROXY: 'loopback',
    ...env,
  };
  let dataDir: string | undefined;
  let database: { url: string; stop: () => Promise<void> } | undefined;
  if (target === 'postgres') {
    database = await benchDatabase(`leadline_bench_${name}`);
    settings.DATABASE_URL = database.url;
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `leadline-bench-${name}-`));
    settings.DATA_DIR = dataDir;
  }
  const config = loadConfig(settings);
  const server = await startServer(config, createLogger('silent'));
  return {
    server,
    config,
    stop: async () => {
      await server.stop();
      await database?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
