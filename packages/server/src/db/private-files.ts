/**
 * DATA_DIR is the owner's alone: the admins' password hashes and every visitor's data are in it.
 * Directories are 0700 and files 0600, whatever the umask.
 */
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  type Stats,
} from 'node:fs';
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

/** `mode` (an entry's as found) with group's and others' bits taken, the owner's own kept. */
const withoutOthers = (mode: number) => mode & 0o7777 & ~OPEN_TO_OTHERS;

/**
 * What Leadline keeps in DATA_DIR: the embedded database (pgdata, db/connect.ts) and the directories
 * a seeding or a restore stages beside it (pgdata.seeding-..., pgdata.restoring-...,
 * pgdata.replaced-...), the lock (db/lock.ts) and the generated session secret (config.ts). Its
 * sockets are created owner-only and replaced at each start.
 */
const LEADLINE_ENTRY = /^(?:pgdata(?:\..+)?|leadline\.lock|session-secret)$/;

/** Runs `step` on an entry that may have gone meanwhile (a stale lock another process removed). */
function ifStillThere<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const sameEntry = (a: Stats, b: Stats) => a.dev === b.dev && a.ino === b.ino;

/**
 * Takes group's and others' bits from `entry`, a file or directory found as `seen`, through a
 * descriptor: a link swapped in for it since it was looked at is neither followed nor changed
 * (O_NOFOLLOW), nor is another entry renamed to its name (the descriptor's inode is checked).
 * Answers whether it changed the entry.
 */
export function tightenEntry(entry: string, seen: Stats, { followLink = false } = {}): boolean {
  if ((seen.mode & OPEN_TO_OTHERS) === 0) return false;
  const flags =
    constants.O_RDONLY |
    // A pipe swapped in would block the open.
    constants.O_NONBLOCK |
    (followLink ? 0 : constants.O_NOFOLLOW) |
    (seen.isDirectory() ? constants.O_DIRECTORY : 0);
  let fd: number | undefined;
  try {
    fd = openSync(entry, flags);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    // Gone, or a link (ELOOP) or another kind of entry (ENOTDIR) now: not the entry that was seen.
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR') return false;
    // A file its owner may not read cannot be opened: checked again, then changed by its name.
    if (code !== 'EACCES') throw error;
  }
  if (fd === undefined) {
    const now = ifStillThere(() => lstatSync(entry));
    if (!now || now.isSymbolicLink() || !sameEntry(now, seen)) return false;
    chmodSync(entry, withoutOthers(now.mode));
    return true;
  }
  try {
    const opened = fstatSync(fd);
    if (!sameEntry(opened, seen)) return false;
    fchmodSync(fd, withoutOthers(opened.mode));
    return true;
  } finally {
    closeSync(fd);
  }
}

/** Tightens `entry` and, for a directory, everything under it, links not followed; counts changes. */
function tightenTree(entry: string, stats: Stats, options?: { followLink: boolean }): number {
  if (!stats.isFile() && !stats.isDirectory()) return 0;
  // Top-down: once a directory is the owner's alone, nobody else can swap what is inside it.
  let changed = tightenEntry(entry, stats, options) ? 1 : 0;
  if (!stats.isDirectory()) return changed;
  for (const name of ifStillThere(() => readdirSync(entry)) ?? []) {
    const child = path.join(entry, name);
    const childStats = ifStillThere(() => lstatSync(child));
    if (childStats) changed += tightenTree(child, childStats);
  }
  return changed;
}

/**
 * Takes every permission of group and others from `dir` and everything under it (links are not
 * followed), keeping the owner's own, and returns how many entries it changed: none once it is
 * private. For a directory that is Leadline's alone (a database being seeded); DATA_DIR itself
 * takes makeDataDirPrivate.
 */
export function makePrivate(dir: string): number {
  // Windows has no such modes (a file's are always 0666 or 0444 there).
  if (process.platform === 'win32') return 0;
  // `dir` itself may be a link to where the data lives: that directory is made private.
  return tightenTree(dir, statSync(dir), { followLink: true });
}

/**
 * Makes DATA_DIR private: the directory itself, which keeps whatever it holds from other users, and
 * what Leadline keeps there (LEADLINE_ENTRY), with everything under it. Anything else is left as it
 * is: DATA_DIR set by mistake to a home directory or a checkout must not have all of it changed.
 * Run with nothing writing to the directory (before the database opens), it sees every file there is.
 */
export function makeDataDirPrivate(dataDir: string): number {
  if (process.platform === 'win32') return 0;
  let changed = tightenEntry(dataDir, statSync(dataDir), { followLink: true }) ? 1 : 0;
  for (const name of readdirSync(dataDir)) {
    if (!LEADLINE_ENTRY.test(name)) continue;
    const entry = path.join(dataDir, name);
    const stats = ifStillThere(() => lstatSync(entry));
    if (stats) changed += tightenTree(entry, stats);
  }
  return changed;
}
