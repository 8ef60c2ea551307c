/**
 * `leadline db backup --out <file>` and `leadline db restore <file>`: copies of the embedded database.
 * While a server holds DATA_DIR the copy is taken inside it (its backup socket); with none running the
 * CLI opens the directory itself. On PostgreSQL, pg_dump and pg_restore are the tools.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Command } from 'commander';
import {
  BackupError,
  DataDirLockedError,
  dumpEmbedded,
  loadDatabaseSettings,
  openDatabase,
  openRunningBackup,
  pgliteDirectory,
  restoreEmbedded,
  type RunningBackup,
} from '@leadline/server/operations';
import { EXIT_OK, UsageError, type ExitCode } from '../output';
import { OWNER_FILE_MODE } from '../owner-file';
import { progressBar } from '../progress';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The copy: from the running server, or read here when no server holds the directory. */
async function takeCopy(dataDir: string): Promise<RunningBackup> {
  if (!existsSync(pgliteDirectory(dataDir)))
    throw new BackupError(`there is no embedded database in ${dataDir}`);
  let db;
  try {
    db = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const running = await openRunningBackup(dataDir);
    if (!running) throw error;
    return running;
  }
  try {
    const data = db.embedded ? await dumpEmbedded(db.embedded.pglite, db.knex) : Buffer.alloc(0);
    return { bytes: data.length, chunks: [data] };
  } finally {
    await db.close();
  }
}

/** Streams the copy to standard output (`--out -`), checking it is whole. */
async function printCopy(copy: RunningBackup): Promise<void> {
  let written = 0;
  async function* counted() {
    for await (const chunk of copy.chunks) {
      written += chunk.length;
      yield chunk;
    }
  }
  await pipeline(Readable.from(counted()), process.stdout, { end: false });
  if (written !== copy.bytes)
    throw new BackupError(`the copy ended after ${written} of ${copy.bytes} bytes`);
}

/** Writes the copy owner-only under a temporary name, and renames it once it is whole. */
async function writeCopy(copy: RunningBackup, out: string): Promise<void> {
  const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
  const bar = progressBar('backing up');
  const file = await open(partial, 'wx', OWNER_FILE_MODE);
  try {
    let written = 0;
    for await (const chunk of copy.chunks) {
      await file.write(chunk);
      written += chunk.length;
      bar.update(written, copy.bytes);
    }
    if (written !== copy.bytes)
      throw new BackupError(`the copy ended after ${written} of ${copy.bytes} bytes`);
    await file.sync();
    await file.close();
    await rename(partial, out);
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    bar.finish();
  }
}

const pgDumpAdvice =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom --file=<file> "$DATABASE_URL" ' +
  '(and restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" <file>)';

export function addBackupCommands(
  db: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  db.command('backup')
    .description('copy the embedded database to a file (while the server runs, too)')
    .requiredOption(
      '--out <file>',
      'the backup file to write (owner-only), or - for standard output',
    )
    .action((options: { out: string }) =>
      run(async () => {
        const settings = loadDatabaseSettings(process.env);
        if (settings.databaseUrl) throw new UsageError(pgDumpAdvice);
        const toStdout = options.out === '-';
        if (toStdout && process.stdout.isTTY)
          throw new UsageError(
            '--out - writes the backup to standard output: redirect it to a file',
          );
        const copy = await takeCopy(settings.dataDir);
        if (toStdout) await printCopy(copy);
        else await writeCopy(copy, options.out);
        const where = toStdout ? 'standard output' : options.out;
        console.error(
          `wrote a backup of ${settings.dataDir} to ${where} (${megabytes(copy.bytes)})`,
        );
        return EXIT_OK;
      }),
    );

  db.command('restore')
    .description('replace the embedded database with a backup (the server must be stopped)')
    .argument('<file>', 'a file written by leadline db backup, or - for standard input')
    .option('--force', 'replace the database that DATA_DIR already holds')
    .action((file: string, options: { force?: boolean }) =>
      run(async () => {
        const settings = loadDatabaseSettings(process.env);
        if (settings.databaseUrl) throw new UsageError(pgDumpAdvice);
        const name = file === '-' ? 'standard input' : file;
        const data = file === '-' ? await buffer(process.stdin) : await readFile(file);
        if (process.stderr.isTTY) process.stderr.write(`restoring ${name}...\n`);
        const summary = await restoreEmbedded({
          dataDir: settings.dataDir,
          data,
          name,
          force: options.force === true,
        }).catch((error: unknown) => {
          if (!(error instanceof DataDirLockedError)) throw error;
          throw new BackupError(
            `the embedded database in ${settings.dataDir} is in use by process ${error.holderPid}; stop the server before restoring`,
          );
        });
        console.error(
          `restored ${name} into ${settings.dataDir} (${summary.files} files, ${megabytes(summary.bytes)})` +
            (summary.replaced ? '; the database that was there is replaced' : ''),
        );
        return EXIT_OK;
      }),
    );
}
