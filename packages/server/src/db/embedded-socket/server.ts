/**
 * The embedded database served to local processes while the server holds DATA_DIR: a Unix socket
 * inside the directory, owner only, speaking PostgreSQL's protocol, so `leadline` commands reach it
 * with the ordinary `pg` driver (host = the directory).
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { BridgeConnection, type BridgeContext } from './connection';
import { fitsSocketPath, listenOwnerOnly, removeStaleSocket } from './unix-socket';

/** The port in the socket's name: `pg` connects to `${host}/.s.PGSQL.${port}`. */
export const EMBEDDED_SOCKET_PORT = 5432;

export const embeddedSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

/** By default a local command may hold the database this long (a transaction, or one statement). */
export const DEFAULT_HOLD_LIMIT_MS = 15_000;

export interface EmbeddedSocket {
  path: string;
  /** Stops accepting, rolls back what clients left open, disconnects them and removes the file. */
  close(): Promise<void>;
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
  if (!fitsSocketPath(file)) {
    context.log(
      'warn',
      `${file} is too long for a Unix socket: leadline commands cannot run while the server does`,
    );
    return undefined;
  }
  const connections = new Set<BridgeConnection>();
  const server = createServer((socket) => {
    const connection = new BridgeConnection(socket, context);
    connections.add(connection);
    void connection.finished.then(() => connections.delete(connection));
  });
  await listenOwnerOnly(server, file);

  let closing: Promise<void> | undefined;
  return {
    path: file,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...connections].map((connection) => connection.shutdown()));
        await stopped;
        removeStaleSocket(file);
      })()),
  };
}
