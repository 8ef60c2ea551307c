import type { Command } from 'commander';
import { migrateToLatest, migrationStatus } from '@leadline/server/operations';
import { withDatabase } from '../database';
import { addBackupCommands } from './backup';
import { EXIT_OK, type ExitCode } from '../output';

interface JsonOption {
  json?: boolean;
}

/** `leadline db migrate`, `status`, `backup` and `restore`. */
export function addDbCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  const db = program.command('db').description('the database: its schema, backups and restores');

  db.command('migrate')
    .description('apply the migrations that have not run yet')
    .option('--json', 'print the result as JSON')
    .action((options: JsonOption) =>
      run(() =>
        withDatabase(
          async (database): Promise<ExitCode> => {
            const applied = await migrateToLatest(database);
            if (options.json) console.log(JSON.stringify({ database: database.kind, applied }));
            else if (applied.length === 0) console.log(`${database.location}: already up to date`);
            else
              console.log(
                `${database.location}: applied ${applied.length}\n  ${applied.join('\n  ')}`,
              );
            return EXIT_OK;
          },
          { migrate: false },
        ),
      ),
    );

  db.command('status')
    .description('list applied and pending migrations')
    .option('--json', 'print the result as JSON')
    .action((options: JsonOption) =>
      run(() =>
        withDatabase(
          async (database): Promise<ExitCode> => {
            const status = await migrationStatus(database.knex);
            if (options.json) {
              console.log(JSON.stringify({ database: database.kind, ...status }));
              return EXIT_OK;
            }
            console.log(`database: ${database.kind} (${database.location})`);
            console.log(`applied: ${status.applied.length}`);
            for (const name of status.applied) console.log(`  ${name}`);
            console.log(`pending: ${status.pending.length}`);
            for (const name of status.pending) console.log(`  ${name}`);
            return EXIT_OK;
          },
          { migrate: false },
        ),
      ),
    );

  addBackupCommands(db, run);
}
