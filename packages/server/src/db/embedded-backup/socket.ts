/**
 * Backups of the embedded database while the server runs: a second owner-only socket in DATA_DIR.
 * A client that connects gets one line of JSON (`{"bytes":n}`, or `{"error":"..."}`) and then the
 * backup's bytes; the copy is taken inside the server, which alone may read the directory.
 */
import { existsSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { fitsSocketPath, listenOwnerOnly, removeStaleSocket } from '../embedded-socket/unix-socket';
import { dumpEmbedded } from './dump';

export const backupSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), '.s.leadline-backup');

export class BackupError extends Error {
  override name = 'BackupError';
  readonly code = 'EBACKUP';
}

export interface BackupSocket {
  close(): Promise<void>;
}

export async function serveBackupSocket(
  dataDir: string,
  { pglite, knex, log }: { pglite: PGlite; knex: Knex; log: (message: string) => void },
): Promise<BackupSocket | undefined> {
  const file = backupSocketPath(dataDir);
  if (!fitsSocketPath(file)) return undefined;
  const copies = new Set<Promise<void>>();
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    const copy = (async () => {
      try {
        const data = await dumpEmbedded(pglite, knex);
        socket.write(`${JSON.stringify({ bytes: data.length })}\n`);
        socket.end(data);
      } catch (error) {
        log(`backup failed: ${(error as Error).message}`);
        socket.end(`${JSON.stringify({ error: 'the server could not copy the database' })}\n`);
      }
    })();
    copies.add(copy);
    void copy.finally(() => copies.delete(copy));
  });
  await listenOwnerOnly(server, file);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A copy under way finishes reading before the database closes.
      await Promise.all(copies);
      removeStaleSocket(file);
    },
  };
}

export interface RunningBackup {
  bytes: number;
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>;
}

function connectTo(file: string): Promise<Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(file);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    );
  });
}

/** Asks the running server for a backup; undefined when no server answers on the socket. */
export async function openRunningBackup(dataDir: string): Promise<RunningBackup | undefined> {
  const file = backupSocketPath(dataDir);
  if (!existsSync(file)) return undefined;
  const socket = await connectTo(file);
  if (!socket) return undefined;
  const iterator = (socket as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let newline = -1;
  while ((newline = head.indexOf(10)) === -1) {
    const next = await iterator.next();
    if (next.done || head.length > 4096) {
      socket.destroy();
      throw new BackupError('the server ended the backup before it began');
    }
    head = Buffer.concat([head, next.value]);
  }
  const header = JSON.parse(head.toString('utf8', 0, newline)) as {
    bytes?: number;
    error?: string;
  };
  if (header.error !== undefined || typeof header.bytes !== 'number') {
    socket.destroy();
    throw new BackupError(header.error ?? 'the server answered something else than a backup');
  }
  const rest = head.subarray(newline + 1);
  async function* chunks(): AsyncGenerator<Buffer> {
    if (rest.length > 0) yield rest;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value;
  }
  return { bytes: header.bytes, chunks: chunks() };
}
