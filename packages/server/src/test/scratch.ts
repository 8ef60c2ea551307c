/**
 * Where the tests put their databases: /dev/shm, a file system in memory, where Linux has one with
 * room and TMPDIR does not name another place; the system's temporary directory otherwise. Each PGlite
 * test database is a copy of the 40 MB migrated template, written to by its tests: on a disk file
 * system the kernel's work on those files took a third of the PGlite suite's time.
 */
import { accessSync, constants, statfsSync } from 'node:fs';
import os from 'node:os';

const TMPFS_MAGIC = 0x01021994;
const ROOM = 2 * 1024 ** 3;

export function databaseScratchDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TMPDIR) return os.tmpdir();
  try {
    accessSync('/dev/shm', constants.W_OK);
    const shm = statfsSync('/dev/shm');
    if (shm.type === TMPFS_MAGIC && shm.bavail * shm.bsize >= ROOM) return '/dev/shm';
  } catch {
    // no /dev/shm here (macOS, Windows)
  }
  return os.tmpdir();
}
