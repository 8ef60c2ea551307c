/** The retention purge as one of the server's maintenance tasks: once per UTC day, on one instance. */
import type { Knex } from 'knex';
import type { MaintenanceTask } from '../../maintenance';
import { runOncePerDay } from './daily-run';
import { purgeAnonymousSessions, retentionCutoff, type PurgeSummary } from './purge';

export const RETENTION_TASK = 'retention-purge';

export interface DailyPurgeOptions {
  retentionDays: number;
  now?: () => Date;
  windowSize?: number;
}

/** Today's purge if no instance has run it yet; undefined if one has (or is running it). */
export function runDailyPurge(
  knex: Knex,
  { retentionDays, now = () => new Date(), windowSize }: DailyPurgeOptions,
): Promise<PurgeSummary | undefined> {
  return runOncePerDay(knex, RETENTION_TASK, now, (run) =>
    purgeAnonymousSessions(knex, {
      cutoff: retentionCutoff(now(), retentionDays),
      ...(windowSize === undefined ? {} : { windowSize }),
      onBatch: () => run.renew(),
      countTotal: false,
    }),
  );
}

export const dailyPurgeTask = (knex: Knex, options: DailyPurgeOptions): MaintenanceTask => ({
  name: `anonymous sessions inactive for ${options.retentionDays} days`,
  run: async () => {
    const summary = await runDailyPurge(knex, options);
    if (!summary) return 0;
    const { sessions, events, awards, scanned, longestBatchMs, ms } = summary;
    return { sessions, events, awards, scanned, longestBatchMs, ms };
  },
});
