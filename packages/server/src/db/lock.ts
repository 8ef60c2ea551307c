/**
 * The embedded data directory's lock. PGlite does not lock its files, and two processes writing one
 * directory lose data, so whoever opens it first holds a lock file with its pid until it closes.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
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

  for (let attempt = 0; attempt < 5; attempt++) {
    if (linkInPlace(file)) {
      heldHere.add(file);
      return () => release(file);
    }
    const holder = readHolder(file);
    if (!isStale(file, holder)) throw new DataDirLockedError(displayDir, holder ?? 0);
    takeOver(file, holder);
  }
  throw new DataDirLockedError(displayDir, readHolder(file) ?? 0);
}

/**
 * Creates the lock file already holding our pid: written under a private name, then hard-linked into
 * place (atomic, and failing if the lock exists), so no one ever reads a lock file without its pid.
 */
function linkInPlace(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock aside. If, between our look and the move, another process had already replaced
 * it with a live lock, that lock is put back.
 */
function takeOver(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== stalePid && moved !== undefined && !isStale(file, moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // someone took the lock meanwhile; the next attempt will find it
    }
  }
  unlinkSync(aside);
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
