/** Starting and stopping a Leadline server: the database, its migrations, the app and the listener. */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { siteAvailability } from '@leadline/domain';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { waitForDatabase } from './db/wait';
import {
  DEFAULT_HOLD_LIMIT_MS,
  serveEmbeddedSocket,
  type EmbeddedSocket,
} from './db/embedded-socket/server';
import { serveBackupSocket, type BackupSocket } from './db/embedded-backup/socket';
import { createLogger, type Logger } from './logger';
import { maintenanceTasks, startMaintenance } from './maintenance';
import { TALLY_FOLD_INTERVAL_MS, tallyFoldingTask } from './features/analytics/tallies';
import { startDeliveryWorker, type DeliveryWorker } from './features/delivery/worker';
import {
  startLiveAvailability,
  type LiveAvailability,
} from './features/settings/live-availability';
import type { MailTransport } from './features/delivery/mail/transport';
import { withListeningPort } from './public-url';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long a client may take to send a request's headers, and the whole request. Node's defaults
 * (60 s and 300 s) let a client that sends slowly, or sends a body that never ends, hold a
 * connection for five minutes; no request of ours needs more than a few seconds to arrive.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** An HTTP server that closes a connection whose request has not arrived in `requestTimeoutMs`. */
export function createHttpServer(requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  return createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    // Node checks the timeouts this often (30 s by default, which would let a request run to 60 s).
    connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs / 4),
  });
}

export interface StartOptions {
  /** Aborting it (a SIGTERM while starting) stops the start: the database is closed and it throws. */
  signal?: AbortSignal;
  /** Where mail goes instead of SMTP_URL's server (tests). */
  mailTransport?: MailTransport;
  /** The longest a local command may hold the embedded database through its socket (tests). */
  embeddedHoldLimitMs?: number;
  /** How long a request may take to arrive (tests; REQUEST_TIMEOUT_MS otherwise). */
  requestTimeoutMs?: number;
}

export async function startServer(
  config: Config,
  logger = createLogger(config.logLevel),
  {
    signal,
    mailTransport,
    embeddedHoldLimitMs = DEFAULT_HOLD_LIMIT_MS,
    requestTimeoutMs,
  }: StartOptions = {},
): Promise<RunningServer> {
  signal?.throwIfAborted();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (level, message) => logger[level]({ source: 'knex' }, message),
    timeouts: {
      connectMs: config.databaseConnectTimeoutSeconds * 1000,
      statementMs: config.databaseStatementTimeoutSeconds * 1000,
    },
  });
  if (db.embedded?.tightened) {
    const { dataDir, tightened } = db.embedded;
    logger.info(
      { dataDir, tightened },
      `made ${tightened} files and directories in ${dataDir} private to the owner (no access for group or others)`,
    );
  }
  let server: Server | undefined;
  let delivery: DeliveryWorker | undefined;
  let socket: EmbeddedSocket | undefined;
  let backups: BackupSocket | undefined;
  let availability: LiveAvailability | undefined;
  try {
    if (db.kind === 'postgres') {
      await waitForDatabase(db.knex, {
        location: db.location,
        timeoutMs: config.databaseWaitSeconds * 1000,
        signal,
        onWait: (reason) => logger.warn({ reason }, `waiting for the database at ${db.location}`),
      });
    }
    signal?.throwIfAborted();
    const applied = await db.unbounded((knex) => migrateToLatest({ knex, kind: db.kind }));
    if (applied.length > 0)
      logger.info({ migrations: applied }, `applied ${applied.length} migrations`);
    signal?.throwIfAborted();
    if (db.embedded) {
      socket = await serveEmbeddedSocket(db.embedded.dataDir, {
        pglite: db.embedded.pglite,
        knex: db.knex,
        holdLimitMs: embeddedHoldLimitMs,
        log: (level, message) => logger[level]({ source: 'embedded-socket' }, message),
      });
      backups = await serveBackupSocket(db.embedded.dataDir, {
        pglite: db.embedded.pglite,
        knex: db.knex,
        log: (message) => logger.warn({ source: 'embedded-backup' }, message),
      });
    }

    // Read before the pages are made: no page is served with a month the owner has replaced.
    availability = await startLiveAvailability(db.knex, {
      fallback: siteAvailability(config.delivery.site),
      pollMs: config.settingsPollMs,
      logger,
    });
    server = createHttpServer(requestTimeoutMs);
    await listen(server, config.port, config.host);
    // From here to the request handler nothing waits, so no request arrives before it.
    const settled = withListeningPort(config, (server.address() as AddressInfo).port);
    delivery = startDeliveryWorker({
      knex: db.knex,
      settings: settled.delivery,
      timeZone: config.timeZone,
      logger,
      transport: mailTransport,
    });
    server.on(
      'request',
      createApp({ config: settled, db, logger, delivery, availability }).callback(),
    );
  } catch (error) {
    availability?.stop();
    if (server?.listening) server.close();
    await delivery?.stop();
    await backups?.close();
    await socket?.close();
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  logger.info({ url, database: db.kind, location: db.location }, `Leadline listening on ${url}`);
  const maintenance = startMaintenance(
    'hourly',
    maintenanceTasks(db, { retentionDays: config.privacy.retentionDays }),
    logger,
  );
  const folding = startMaintenance(
    'tally folding',
    [tallyFoldingTask(db.knex)],
    logger,
    TALLY_FOLD_INTERVAL_MS,
  );

  let stopping: Promise<void> | undefined;
  const running = server;
  const worker = delivery;
  const settings = availability;
  const local = { socket, backups };
  return {
    url,
    port,
    db,
    logger,
    stop: () => {
      maintenance.stop();
      folding.stop();
      settings.stop();
      return (stopping ??= shutdown(running, db, logger, worker, local));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function shutdown(
  server: Server,
  db: Database,
  logger: Logger,
  delivery: DeliveryWorker,
  local: { socket?: EmbeddedSocket | undefined; backups?: BackupSocket | undefined },
): Promise<void> {
  logger.info('shutting down: finishing requests in flight');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would hold close() open; busy ones finish their request first.
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    logger.warn(`requests still open after ${SHUTDOWN_GRACE_MS} ms; closing them`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  await closed;
  clearTimeout(timer);
  await delivery.stop();
  // Local commands' transactions are rolled back and the socket file removed before the database closes.
  await local.backups?.close();
  await local.socket?.close();
  await db.close();
  logger.info('stopped');
}
