/**
 * Restores a backup into DATA_DIR with no server running: the file is checked first, then unpacked
 * beside the current database, opened once to prove it works, and only then put in its place.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { pgliteDirectory } from '../connect';
import { openPGlite } from '../embedded-options';
import { lockDataDir } from '../lock';
import { makeDataDirPrivate } from '../private-files';
import { BackupFileError, checkBackup, type BackupSummary } from './archive';

export interface RestoreSummary extends BackupSummary {
  /** Whether a database that was there was replaced (--force). */
  replaced: boolean;
}

/** Unpacks into `directory` through PGlite itself and checks it is a Leadline database. */
async function unpack(directory: string, data: Buffer): Promise<void> {
  const pglite = await openPGlite(directory, { loadDataDir: new Blob([new Uint8Array(data)]) });
  try {
    await pglite.waitReady;
    const { rows } = await pglite.query<{ found: string | null }>(
      "select to_regclass('public.knex_migrations')::text as found",
    );
    if (!rows[0]?.found)
      throw new BackupFileError('the backup holds a database, but not a Leadline one');
  } finally {
    if (!pglite.closed) await pglite.close();
  }
}

export async function restoreEmbedded({
  dataDir,
  data,
  name,
  force,
}: {
  dataDir: string;
  /** The backup's bytes, and what to call them in messages (its file name). */
  data: Buffer;
  name: string;
  force: boolean;
}): Promise<RestoreSummary> {
  const summary = checkBackup(data, name);
  // Held until the end: no server may start on the directory half-way.
  const release = lockDataDir(dataDir);
  try {
    const target = pgliteDirectory(dataDir);
    const replaced = existsSync(target) && readdirSync(target).length > 0;
    if (replaced && !force)
      throw new BackupFileError(
        `${dataDir} already holds a database; pass --force to replace it with the backup`,
      );
    const suffix = randomBytes(4).toString('hex');
    const staging = `${target}.restoring-${suffix}`;
    try {
      await unpack(staging, data);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const aside = `${target}.replaced-${suffix}`;
    if (existsSync(target)) renameSync(target, aside);
    renameSync(staging, target);
    rmSync(aside, { recursive: true, force: true });
    // The restored files are private already; DATA_DIR itself may be an earlier version's.
    makeDataDirPrivate(dataDir);
    return { ...summary, replaced };
  } finally {
    release();
  }
}
