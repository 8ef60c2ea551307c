/** Owner-only Unix sockets inside DATA_DIR, for the server's local clients. */
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import type { Server } from 'node:net';

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 103;

export const fitsSocketPath = (file: string) => Buffer.byteLength(file) <= MAX_SOCKET_PATH;

/**
 * Removes a socket file a stopped server left behind. The caller holds the data directory's lock,
 * so no live server can own it; anything other than a socket is left alone, and refused.
 */
export function removeStaleSocket(file: string): void {
  let stats;
  try {
    stats = lstatSync(file);
  } catch {
    return;
  }
  if (!stats.isSocket()) throw new Error(`${file} exists and is not a socket; remove it`);
  unlinkSync(file);
}

/** Listens on `file`, created owner-only from the start: no moment where another user could connect. */
export function listenOwnerOnly(server: Server, file: string): Promise<void> {
  removeStaleSocket(file);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const umask = process.umask(0o177);
    try {
      server.listen(file, () => {
        server.off('error', reject);
        chmodSync(file, 0o600);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}
