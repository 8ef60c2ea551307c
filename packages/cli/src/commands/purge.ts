import type { Command } from 'commander';
import {
  loadPrivacySettings,
  purgeAnonymousSessions,
  retentionCutoff,
  type PurgeSummary,
} from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_OK, type ExitCode } from '../output';
import { plural } from '../plural';
import { progressBar } from '../progress';

function describe(summary: PurgeSummary, retentionDays: number): string {
  const removed =
    `${plural(summary.sessions, 'session')}, ${plural(summary.events, 'event')} ` +
    `and ${plural(summary.awards, 'award')}`;
  const scope =
    `anonymous sessions inactive since ${summary.cutoff.slice(0, 10)} ` +
    `(RETENTION_DAYS=${retentionDays})`;
  const kept = summary.scanned - summary.sessions;
  const keptLine = `${plural(kept, 'older session')} kept: linked to an address, or active since`;
  return summary.dryRun
    ? `would remove ${removed}: ${scope}; nothing was removed\n${keptLine}`
    : `removed ${removed}: ${scope}, in ${plural(summary.batches, 'batch')} ` +
        `(longest ${summary.longestBatchMs} ms)\n${keptLine}`;
}

/** `leadline purge [--dry-run]`: what the server does once a day, now. */
export function addPurgeCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  program
    .command('purge')
    .description(
      'remove the anonymous sessions (and their events and awards) inactive for RETENTION_DAYS; ' +
        'leads, people and the sessions linked to them are kept',
    )
    .option('--dry-run', 'count what would be removed, and remove nothing')
    .option('--json', 'print the summary as JSON')
    .action((options: { dryRun?: boolean; json?: boolean }) =>
      run(async () => {
        const { retentionDays } = loadPrivacySettings(process.env);
        const bar = progressBar(options.dryRun ? 'counting' : 'purging');
        const summary = await withDatabase((db) =>
          purgeAnonymousSessions(db.knex, {
            cutoff: retentionCutoff(new Date(), retentionDays),
            dryRun: options.dryRun === true,
            onBatch: ({ scanned, total }) => bar.update(scanned, total),
          }),
        );
        bar.finish();
        console.log(
          options.json
            ? JSON.stringify({ ...summary, retentionDays })
            : describe(summary, retentionDays),
        );
        return EXIT_OK;
      }),
    );
}
