/** The server's entry point: read the configuration, start, and stop cleanly on SIGINT or SIGTERM. */
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { DatabaseUnavailableError } from './db/wait';
import { startServer } from './server';

const defaultPublicDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, { publicDir: defaultPublicDir });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`leadline: ${error.message}`);
      return 1;
    }
    throw error;
  }

  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (
      error instanceof DataDirLockedError ||
      error instanceof DatabaseUnavailableError ||
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    ) {
      console.error(`leadline: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }

  const running = server;
  await new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      running.logger.info({ signal }, 'signal received');
      void running.stop().then(resolve);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('leadline: could not start:', error);
    process.exitCode = 1;
  },
);
