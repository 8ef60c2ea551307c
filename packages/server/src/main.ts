/** The server's entry point: read the configuration, start, and stop cleanly on SIGINT or SIGTERM. */
import { fileURLToPath } from 'node:url';
import { siteFingerprint } from '@leadline/domain/site-folder';
import { checkBuiltSite } from './built-site';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { DatabaseUnavailableError } from './db/wait';
import { createLogger, logStream } from './logger';
import { startServer, type RunningServer } from './server';

const defaultPublicDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, { publicDir: defaultPublicDir });
    const { dir } = config.site;
    checkBuiltSite(config.publicDir, config.privacy, {
      dir,
      fingerprint: () => siteFingerprint(dir),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`leadline: ${error.message}`);
      return 1;
    }
    throw error;
  }

  // The handlers come first: as PID 1 in a container, a signal without one would be ignored, and a
  // stop while the server waits for its database or migrates would end in SIGKILL.
  const logger = createLogger(config.logLevel, await logStream(config.logFormat));
  const starting = new AbortController();
  let running: RunningServer | undefined;
  const stopped = new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal received');
      if (running) void running.stop().then(resolve);
      else {
        starting.abort();
        resolve();
      }
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });

  try {
    running = await startServer(config, logger, { signal: starting.signal });
  } catch (error) {
    if (starting.signal.aborted) {
      logger.info('stopped before it started');
      return 0;
    }
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
  // A signal during the last steps (listening) came after the start's final check: the server is
  // up, the signal's handler is spent, so stop it here rather than leave it serving.
  if (starting.signal.aborted) await running.stop();

  await stopped;
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
