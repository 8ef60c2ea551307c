import type { Command } from 'commander';
import { loadSite, recomputeScores, scoringContextOf } from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_OK, type ExitCode } from '../output';
import { plural } from '../plural';
import { progressBar } from '../progress';

/** `leadline scores recompute [--session id]`: replay the event ledger under the event policy. */
export function addScoresCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  const scores = program.command('scores').description('lead scores');
  scores
    .command('recompute')
    .description(
      'rebuild every score, award and hot lead by replaying the event ledger under the event policy',
    )
    .option('--session <id>', 'only this session')
    .option('--json', 'print the summary as JSON')
    .action((options: { session?: string; json?: boolean }) =>
      run(async () => {
        // Scored against the site as the server reads it: a feature event names its catalogue's.
        const scoring = scoringContextOf(loadSite(process.env).catalogue);
        const bar = progressBar('recomputing');
        // A chunk of long sessions can take longer than the server's statement timeout.
        const summary = await withDatabase((db) =>
          db.unbounded((knex) =>
            recomputeScores(knex, scoring, {
              ...(options.session ? { sessionId: options.session } : {}),
              onProgress: ({ done, total }) => bar.update(done, total),
            }),
          ),
        );
        bar.finish();
        if (options.json) {
          console.log(JSON.stringify(summary));
        } else {
          console.log(
            `${plural(summary.sessions, 'session')} and ${plural(summary.events, 'event')} replayed: ` +
              `${plural(summary.eventsChanged, 'event')} and ${plural(summary.scoresChanged, 'score')} changed, ` +
              `${plural(summary.hotLeadsCreated, 'hot lead')} created`,
          );
        }
        return EXIT_OK;
      }),
    );
}
