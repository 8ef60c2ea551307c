/**
 * `leadline db backup --out <file>` and `leadline db restore <file>`: copies of the embedded database.
 * While a server holds DATA_DIR the copy is taken inside it (its backup socket); with none running the
 * CLI opens the directory itself. On PostgreSQL, pg_dump and pg_restore are the tools.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
import { outputName, STANDARD_OUTPUT, writeOwnerOutput } from '../owner-file';
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

/**
 * Writes the copy to `out` (an owner-only file, written under a temporary name and renamed once
 * whole, or standard output for `-`), checking it is whole.
 */
async function writeCopy(copy: RunningBackup, out: string): Promise<void> {
  const bar = progressBar('backing up');
  let written = 0;
  async function* counted() {
    for await (const chunk of copy.chunks) {
      written += chunk.length;
      bar.update(written, copy.bytes);
      yield chunk;
    }
    if (written !== copy.bytes)
      throw new BackupError(`the copy ended after ${written} of ${copy.bytes} bytes`);
  }
  try {
    await writeOwnerOutput(out, (sink) => pipeline(Readable.from(counted()), sink, { end: false }));
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
        if (options.out === STANDARD_OUTPUT && process.stdout.isTTY)
          throw new UsageError(
            '--out - writes the backup to standard output: redirect it to a file',
          );
        const copy = await takeCopy(settings.dataDir);
        await writeCopy(copy, options.out);
        console.error(
          `wrote a backup of ${settings.dataDir} to ${outputName(options.out)} (${megabytes(copy.bytes)})`,
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
