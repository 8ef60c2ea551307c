/**
 * The embedded database served to local processes while the server holds DATA_DIR: a Unix socket
 * inside the directory, owner only, speaking PostgreSQL's protocol, so `leadline` commands reach it
 * with the ordinary `pg` driver (host = the directory).
 */
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { BridgeConnection, type BridgeContext } from './connection';

/** The port in the socket's name: `pg` connects to `${host}/.s.PGSQL.${port}`. */
export const EMBEDDED_SOCKET_PORT = 5432;

export const embeddedSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 103;

/** By default a local command may hold the database this long (a transaction, or one statement). */
export const DEFAULT_HOLD_LIMIT_MS = 15_000;

export interface EmbeddedSocket {
  path: string;
  /** Stops accepting, rolls back what clients left open, disconnects them and removes the file. */
  close(): Promise<void>;
}

/**
 * Removes a socket file a stopped server left behind. The caller holds the data directory's lock,
 * so no live server can own it; anything other than a socket is left alone, and refused.
 */
function removeStale(file: string): void {
  let stats;
  try {
    stats = lstatSync(file);
  } catch {
    return;
  }
  if (!stats.isSocket()) throw new Error(`${file} exists and is not a socket; remove it`);
  unlinkSync(file);
}

function listen(server: Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Created owner-only from the start: no moment where another user could connect.
    const umask = process.umask(0o177);
    try {
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}

/**
 * Serves the embedded database on `${dataDir}/.s.PGSQL.5432`, or returns undefined (with a warning)
 * where the path is too long for a socket.
 */
export async function serveEmbeddedSocket(
  dataDir: string,
  context: BridgeContext,
): Promise<EmbeddedSocket | undefined> {
  const file = embeddedSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    context.log(
      'warn',
      `${file} is too long for a Unix socket: leadline commands cannot run while the server does`,
    );
    return undefined;
  }
  removeStale(file);
  const connections = new Set<BridgeConnection>();
  const server = createServer((socket) => {
    const connection = new BridgeConnection(socket, context);
    connections.add(connection);
    void connection.finished.then(() => connections.delete(connection));
  });
  await listen(server, file);
  chmodSync(file, 0o600);

  let closing: Promise<void> | undefined;
  return {
    path: file,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...connections].map((connection) => connection.shutdown()));
        await stopped;
        removeStale(file);
      })()),
  };
}
