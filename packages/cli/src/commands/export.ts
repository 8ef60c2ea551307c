import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Argument, type Command } from 'commander';
import {
  checkFilter,
  countExport,
  exportFilterSchema,
  exportStream,
  type ExportKind,
} from '@leadline/server/operations';
import { withDatabase } from '../database';
import { exportPersonJson } from './export-person';
import { EXIT_OK, UsageError, type ExitCode } from '../output';
import { plural } from '../plural';
import { outputName, writeOwnerOutput } from '../owner-file';
import { progressBar } from '../progress';

/** The CLI's names for the exports ("workflow" is the admin API's workflow-submissions). */
const KINDS: Record<string, ExportKind> = {
  leads: 'leads',
  contacts: 'contacts',
  workflow: 'workflow-submissions',
  'hot-leads': 'hot-leads',
  'warm-leads': 'warm-leads',
  subscribers: 'subscribers',
};

interface ExportOptions {
  email?: string;
  status?: string;
  since?: string;
  until?: string;
  out?: string;
  excel?: boolean;
}

/** `leadline export <kind>`: a list as CSV on stdout or in a file, streamed, with progress on a terminal. */
export function addExportCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  program
    .command('export')
    .description(
      'write a list as CSV (RFC 4180, UTF-8, with a header row), or everything held about one person as JSON',
    )
    .addArgument(
      new Argument('<kind>', 'what to export').choices([...Object.keys(KINDS), 'person']),
    )
    .option('--email <address>', 'with person: whose data to export (an access request)')
    .option('--status <status>', 'only rows with this status')
    .option('--since <date>', 'only rows created on or after this date (2026-01-31 or an ISO time)')
    .option('--until <date>', 'only rows created before this date')
    .option('--out <file>', 'write to this file (owner-only) instead of standard output')
    .option('--excel', 'start with a UTF-8 byte-order mark, so that Excel reads accents right')
    .action((name: string, options: ExportOptions) =>
      run(async () => {
        if (name === 'person') return exportPersonJson(options);
        if (options.email !== undefined) throw new UsageError('--email goes with export person');
        const kind = KINDS[name] as ExportKind;
        let filter;
        try {
          filter = exportFilterSchema.validateSync({
            status: options.status,
            since: options.since,
            until: options.until,
            excel: options.excel,
          });
        } catch (error) {
          throw new UsageError((error as Error).message);
        }
        const problem = checkFilter(kind, filter);
        if (problem) throw new UsageError(problem[1]);

        await withDatabase(async (db) => {
          const total = await countExport(db.knex, kind, filter);
          const bar = progressBar(`exporting ${name}`);
          let done = 0;
          const writeRows = async (target: Writable) => {
            const rows = exportStream(db.knex, kind, filter, {
              onRows: (count) => {
                done += count;
                bar.update(done, total);
              },
            });
            // Standard output stays open for the shell; a file is closed once it is whole.
            await pipeline(rows, target, { end: false });
          };
          if (options.out) await writeOwnerOutput(options.out, writeRows);
          else await writeRows(process.stdout);
          bar.finish();
          if (options.out)
            console.error(`wrote ${plural(done, 'row')} to ${outputName(options.out)}`);
        });
        return EXIT_OK;
      }),
    );
}
