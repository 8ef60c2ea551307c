/**
 * Running tallies that the admin's reports read instead of scanning every session and hot lead.
 *
 * Triggers (migrations 20261129000100 and 20261129000200: see README.md) append one signed delta row
 * per key a statement changes, in that statement's transaction: ingestion, erasure, the retention
 * purge and any other write keep the tallies exact without knowing of them, and writers never wait on
 * each other (they only insert; no row is a shared counter). A report reads the sum of a tally's
 * rows, which in one snapshot is exactly the tallied rows' figures. Compaction folds the deltas into
 * one row per key, so that a tally holds about as many rows as it has keys. Each server folds every
 * TALLY_FOLD_INTERVAL_MS (one at a time across instances), and a report sums what is there, deltas
 * included: an update of a session's score appends about one delta (its score sum changes), and
 * summing 10 s of them costs a report less than folding them would (1,000,000 deltas took 2.3 s to
 * fold on a loaded machine here).
 */
import type { Knex } from 'knex';

/**
 * A session's band as the tallies store it: the SQL function session_band, which migration
 * 20261129000100 installed with @leadline/domain's thresholds baked in (db/installed-sql.int.test.ts
 * checks that they still agree).
 */
export const BAND = { cold: 0, engaged: 1, warm: 2, hot: 3 } as const;

/**
 * The trends' time unit: sessions by the quarter hour they started in (UTC), as the trigger of
 * session_start_tallies bins them. Every time zone's offset is a whole number of quarter hours, so
 * each quarter hour lies in one local day of any zone, and the 7-day trends summed by local day are
 * exact.
 */
export const SLOT = `'15 minutes'`;
export const slotOf = (timestamp: string) =>
  `date_bin(interval ${SLOT}, ${timestamp}, timestamptz '2000-01-01 00:00:00+00')`;

export interface Tally {
  table: string;
  keys: readonly string[];
  sums: readonly string[];
}

/**
 * All-time figures of sessions by source, landing page, band and whether an address is known. The
 * score sum counts engaged-or-better sessions only (the reports average no other): a cold session,
 * most of a site's, appends no delta when its score changes within its band.
 */
export const SESSION_TALLY: Tally = {
  table: 'session_tallies',
  keys: ['source', 'landing_page', 'band', 'has_email'],
  sums: ['sessions', 'score_sum'],
};

/** Sessions by the quarter hour they started in and band, for the trends. */
export const SESSION_START_TALLY: Tally = {
  table: 'session_start_tallies',
  keys: ['slot', 'band'],
  sums: ['sessions'],
};

/** Hot leads by their flags and whether an address is known. */
export const HOT_LEAD_TALLY: Tally = {
  table: 'hot_lead_tallies',
  keys: ['notified', 'contacted', 'has_email'],
  sums: ['leads', 'score_sum', 'seconds_sum', 'seconds_count'],
};

/**
 * Rows of the tables the dashboard and the people list count, by status ('' for people): a table's
 * name is its kind.
 */
export const RECORD_TALLY: Tally = {
  table: 'record_tallies',
  keys: ['kind', 'status'],
  sums: ['records'],
};

export const TALLIES = [SESSION_TALLY, SESSION_START_TALLY, HOT_LEAD_TALLY, RECORD_TALLY] as const;

/** Inserts into `tally` the net change per key of the relation `changes` (none where nothing changed). */
export const insertDeltasSql = ({ table, keys, sums }: Tally, changes: string, folded = false) => `
  insert into ${table} (${[...keys, ...sums, 'folded'].join(', ')})
  select ${keys.join(', ')}, ${sums.map((sum) => `sum(${sum})::bigint`).join(', ')}, ${folded}
  from ${changes} c group by ${keys.join(', ')}
  having ${sums.map((sum) => `sum(${sum}) <> 0`).join(' or ')}`;

/**
 * Folds the deltas of `tally` into its rows: the keys that have deltas lose their rows, and get one
 * row holding their sum (none when it is zero). Run one at a time (compactTallies' lock): a second
 * one, with a snapshot taken before the first committed, would not see the rows the first folded.
 */
export const compactSql = ({ table, keys, sums }: Tally) => {
  const columns = [...keys, ...sums].join(', ');
  return `
  with delta as (delete from ${table} where not folded returning ${columns}),
  touched as (select distinct ${keys.join(', ')} from delta),
  old as (
    delete from ${table} t using touched k
    where t.folded and ${keys.map((key) => `t.${key} = k.${key}`).join(' and ')}
    returning ${keys.map((key) => `t.${key}`).join(', ')}, ${sums.map((sum) => `t.${sum}`).join(', ')}
  ),
  changes as (select ${columns} from delta union all select ${columns} from old),
  folded as (${insertDeltasSql({ table, keys, sums }, 'changes', true)})
  select count(*)::int as deltas from delta`;
};

/** Any fixed number: the advisory lock that makes compactions take turns. */
const COMPACTION_LOCK = 4_171_953_017;

/**
 * Folds every tally's deltas, unless another compaction is under way (then the reports read the
 * deltas as they are, which is as exact, and that compaction folds them). Answers how many delta rows
 * it folded.
 */
export async function compactTallies(knex: Knex): Promise<number> {
  return knex.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [COMPACTION_LOCK],
    );
    if (!rows[0]?.locked) return 0;
    let deltas = 0;
    for (const tally of TALLIES) {
      const folded = await trx.raw<{ rows: { deltas: number }[] }>(compactSql(tally));
      deltas += folded.rows[0]?.deltas ?? 0;
    }
    return deltas;
  });
}

export const TALLY_FOLD_INTERVAL_MS = 10_000;

/** The server's folding of the tallies (started beside the hourly maintenance, with its own timer). */
export const tallyFoldingTask = (knex: Knex) => ({
  name: 'report tally deltas',
  // Nothing to log: folding removes no data, and it runs every few seconds.
  run: async () => {
    await compactTallies(knex);
    return 0;
  },
});
