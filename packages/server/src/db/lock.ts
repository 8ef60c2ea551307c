/**
 * The embedded data directory's lock. PGlite does not lock its files, and two processes writing one
 * directory lose data, so whoever opens it first holds a lock file with its pid and host name until it
 * closes. Containers sharing a volume all run as pid 1 on hosts of their own names, and cannot see
 * each other's processes: the holder refreshes the file's time while it holds it, and a lock from
 * another host is taken over only once it has gone unrefreshed for a while.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files';

export const LOCK_FILE = 'leadline.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly displayDir: string,
    readonly holderPid: number,
    readonly holderHost?: string,
  ) {
    const where = holderHost && holderHost !== os.hostname() ? ` on ${holderHost}` : '';
    super(
      `the embedded database in ${displayDir} is in use by process ${holderPid}${where}; stop it or set DATABASE_URL`,
    );
  }
}

export interface LockTiming {
  /** How often the holder refreshes the lock file's time. */
  heartbeatMs: number;
  /** A lock of another host unrefreshed for this long is stale. */
  staleAfterMs: number;
}

const TIMING: LockTiming = { heartbeatMs: 10_000, staleAfterMs: 30_000 };

/** Locks held by this process, so a restarted container (same pid, old file) takes its own stale lock. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  /** Unknown in a lock written before host names were recorded. */
  host: string | undefined;
  /** The file's content, to tell one lock from another. */
  text: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const [pidText, host] = text.trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, host, text } : undefined;
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

function unrefreshedFor(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** `at` is where the lock's file is now: `file`, or where a take-over moved it. */
function isStale(file: string, holder: Holder | undefined, timing: LockTiming, at = file): boolean {
  if (holder === undefined) return true;
  if (holder.host !== undefined && holder.host !== os.hostname())
    return unrefreshedFor(at) > timing.staleAfterMs;
  if (holder.pid === process.pid) return !heldHere.has(file);
  return !isAlive(holder.pid);
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError naming the holder. A lock whose process is
 * gone is taken over. Returns the function that releases it.
 */
export function lockDataDir(
  dataDir: string,
  displayDir = dataDir,
  timing: LockTiming = TIMING,
): () => void {
  const dir = path.resolve(dataDir);
  makePrivateDir(dir);
  const file = path.join(dir, LOCK_FILE);

  for (let attempt = 0; attempt < 5; attempt++) {
    if (linkInPlace(file)) {
      heldHere.add(file);
      const heartbeat = setInterval(() => refresh(file), timing.heartbeatMs);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        release(file);
      };
    }
    const holder = readHolder(file);
    if (!isStale(file, holder, timing))
      throw new DataDirLockedError(displayDir, holder?.pid ?? 0, holder?.host);
    takeOver(file, holder, timing);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(displayDir, holder?.pid ?? 0, holder?.host);
}

const ownText = () => `${process.pid} ${os.hostname()}\n`;

/**
 * Creates the lock file already holding our pid: written under a private name, then hard-linked into
 * place (atomic, and failing if the lock exists), so no one ever reads a lock file without its pid.
 */
function linkInPlace(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, ownText(), { mode: PRIVATE_FILE_MODE });
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
function takeOver(file: string, stale: Holder | undefined, timing: LockTiming): void {
  const aside = `${file}.stale.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved !== undefined && moved.text !== stale?.text && !isStale(file, moved, timing, aside)) {
    try {
      linkSync(aside, file);
    } catch {
      // someone took the lock meanwhile; the next attempt will find it
    }
  }
  unlinkSync(aside);
}

const isOurs = (file: string) => readHolder(file)?.text === ownText();

function refresh(file: string): void {
  if (!isOurs(file)) return;
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // gone meanwhile
  }
}

function release(file: string): void {
  if (!heldHere.delete(file)) return;
  if (!isOurs(file)) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
