/**
 * The retention purge: anonymous sessions inactive for RETENTION_DAYS, with their events and awards,
 * deleted a window of sessions per transaction, so that no lock is held for long on the busy tables.
 * Leads, people and the sessions linked to them are kept until erased (see purge-sql.ts).
 */
import type { Knex } from 'knex';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteSessions, linkedVisitors, purgeWindow, type WindowRow } from './purge-sql';

const DAY_MS = 86_400_000;

/**
 * Sessions looked at per transaction (about 10,000 events and 2,000 awards deleted with them): in
 * bench:purge, 2,000 doubled both the longest transaction and ingestion's p99 while purging.
 */
export const PURGE_WINDOW = 1_000;

/**
 * After each batch the purge waits this many times as long as the batch took, leaving the database
 * (and, on a small machine, the CPU) to the requests: ingestion keeps most of its throughput, and a
 * daily purge has all day.
 */
export const PURGE_PAUSE_RATIO = 4;

export interface PurgeCounts {
  sessions: number;
  events: number;
  awards: number;
}

export interface PurgeSummary extends PurgeCounts {
  dryRun: boolean;
  /** Sessions last active before this instant were purged (ISO 8601). */
  cutoff: string;
  /** Old sessions looked at; those not purged are linked to an address, or active since the cutoff. */
  scanned: number;
  batches: number;
  /** The longest single batch (one transaction in a real purge), and the whole run, in ms. */
  longestBatchMs: number;
  ms: number;
}

export interface PurgeProgress extends PurgeCounts {
  scanned: number;
  /** Sessions started before the cutoff when the purge began: what `scanned` goes up to. */
  total: number;
}

export interface PurgeOptions {
  cutoff: Date;
  /** Counts what a purge would remove, and removes nothing. */
  dryRun?: boolean;
  windowSize?: number;
  /** See PURGE_PAUSE_RATIO; 0 runs the batches back to back. */
  pauseRatio?: number;
  /** Count the candidates first, for `total` in the progress (default true). */
  countTotal?: boolean;
  /** After each batch (committed, in a real purge). */
  onBatch?: (progress: PurgeProgress) => void | Promise<void>;
}

/** The instant before which a session's last activity makes it old enough to purge. */
export const retentionCutoff = (now: Date, retentionDays: number) =>
  new Date(now.getTime() - retentionDays * DAY_MS);

interface Cursor {
  createdAt: string;
  sessionId: string;
}

/** One window: its rows, and what was (or, dry, would be) removed. */
async function purgeBatch(
  knex: Knex,
  { cutoff, dryRun, windowSize }: { cutoff: Date; dryRun: boolean; windowSize: number },
  after: Cursor,
): Promise<{ rows: WindowRow[]; removed: PurgeCounts }> {
  const rows = await purgeWindow(knex, { cutoff, after, size: windowSize, locking: !dryRun });
  const inactive = rows.filter((row) => row.inactive);
  const linked = await linkedVisitors(knex, [...new Set(inactive.map((row) => row.visitorId))]);
  const ids = inactive.filter((row) => !linked.has(row.visitorId)).map((row) => row.sessionId);
  if (ids.length === 0) return { rows, removed: { sessions: 0, events: 0, awards: 0 } };
  if (dryRun) {
    return {
      rows,
      removed: {
        sessions: ids.length,
        events: await countOf(knex, knex('analytics_events').whereIn('session_id', ids)),
        awards: await countOf(knex, knex('session_awards').whereIn('session_id', ids)),
      },
    };
  }
  return { rows, removed: await deleteSessions(knex, ids) };
}

async function countOf(knex: Knex, query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.select(knex.raw('count(*)::int as count'))) as { count: number }[];
  return row?.count ?? 0;
}

export async function purgeAnonymousSessions(
  knex: Knex,
  {
    cutoff,
    dryRun = false,
    windowSize = PURGE_WINDOW,
    pauseRatio = PURGE_PAUSE_RATIO,
    onBatch,
    countTotal = true,
  }: PurgeOptions,
): Promise<PurgeSummary> {
  const started = performance.now();
  // For a progress bar only: the server's daily run skips it (on a large table it could outlast the
  // statement timeout, and the purge would never start).
  const total = countTotal
    ? await countOf(knex, knex('analytics_sessions').where('created_at', '<', cutoff))
    : 0;
  const removed: PurgeCounts = { sessions: 0, events: 0, awards: 0 };
  let scanned = 0;
  let batches = 0;
  let longestBatchMs = 0;
  let cursor: Cursor = { createdAt: '-infinity', sessionId: '' };
  for (;;) {
    const batchStarted = performance.now();
    const options = { cutoff, dryRun, windowSize };
    const batch = dryRun
      ? await purgeBatch(knex, options, cursor)
      : await knex.transaction((trx) => purgeBatch(trx, options, cursor));
    const last = batch.rows.at(-1);
    if (!last) break;
    const batchMs = performance.now() - batchStarted;
    longestBatchMs = Math.max(longestBatchMs, batchMs);
    batches += 1;
    scanned += batch.rows.length;
    removed.sessions += batch.removed.sessions;
    removed.events += batch.removed.events;
    removed.awards += batch.removed.awards;
    cursor = { createdAt: last.createdAt, sessionId: last.sessionId };
    await onBatch?.({ ...removed, scanned, total });
    if (pauseRatio > 0 && batch.rows.length === windowSize) await sleep(batchMs * pauseRatio);
  }
  return {
    ...removed,
    dryRun,
    cutoff: cutoff.toISOString(),
    scanned,
    batches,
    longestBatchMs: Math.round(longestBatchMs),
    ms: Math.round(performance.now() - started),
  };
}
