/**
 * DATA_DIR is the owner's alone: the admins' password hashes and every visitor's data are in it.
 * Directories are 0700 and files 0600, whatever the umask.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const TYPE_BITS = 0o170000;
const DIRECTORY = 0o040000;

/** `mode`, with its file-type bits, narrowed to the owner's: a directory's to 0700, else to 0600. */
export function ownerOnlyMode(mode: number): number {
  const allowed = (mode & TYPE_BITS) === DIRECTORY ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  return (mode & ~0o7777) | (mode & allowed);
}

/** Creates `dir` (and any missing parent) owner-only; one that exists is left as it is. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Group and other users' bits: any of them opens the entry to another local user. */
const OPEN_TO_OTHERS = 0o077;

/** Runs `step` on an entry that may have gone meanwhile (a stale lock another process removed). */
function ifStillThere<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes every permission of group and others from `dir` and everything under it (links are not
 * followed), and returns how many entries it changed: none once the directory is private. Run with
 * nothing writing to the directory (before the database opens), it sees every file there is.
 */
export function makePrivate(dir: string): number {
  // Windows has no such modes (a file's are always 0666 or 0444 there).
  if (process.platform === 'win32') return 0;
  let changed = 0;
  const visit = (entry: string, stats: Stats) => {
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & OPEN_TO_OTHERS) !== 0) {
      const changedIt = ifStillThere(() => {
        chmodSync(entry, ownerOnlyMode(stats.mode) & 0o7777);
        return true;
      });
      if (!changedIt) return;
      changed += 1;
    }
    if (!stats.isDirectory()) return;
    for (const name of ifStillThere(() => readdirSync(entry)) ?? []) {
      const child = path.join(entry, name);
      const childStats = ifStillThere(() => lstatSync(child));
      if (childStats) visit(child, childStats);
    }
  };
  // DATA_DIR itself may be a link to where the data lives: that directory is made private.
  visit(dir, statSync(dir));
  return changed;
}
