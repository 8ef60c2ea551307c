/**
 * The embedded data directory's lock. PGlite does not lock its files, and two processes writing one
 * directory lose data, so whoever opens it first holds a lock file with its pid until it closes.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'leadline.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly displayDir: string,
    readonly holderPid: number,
  ) {
    super(
      `the embedded database in ${displayDir} is in use by process ${holderPid}; stop it or set DATABASE_URL`,
    );
  }
}

/** Locks held by this process, so a restarted container (same pid, old file) takes its own stale lock. */
const heldHere = new Set<string>();

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim().split(/\s/)[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(file: string, pid: number | undefined): boolean {
  if (pid === undefined) return true;
  if (pid === process.pid) return !heldHere.has(file);
  return !isAlive(pid);
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError naming the holder. A lock whose process is
 * gone is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, displayDir = dataDir): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists: the atomic step two processes race on.
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      return () => release(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (!isStale(file, holder)) throw new DataDirLockedError(displayDir, holder ?? 0);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(displayDir, readHolder(file) ?? 0);
}

function release(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readHolder(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
