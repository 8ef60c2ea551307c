import type { Knex } from 'knex';
import * as frozen from './tally-sql-20261129';

/**
 * The tally of calculator leads and contact messages by status, and of people, that the dashboard
 * and the people list read instead of counting every row (features/analytics/tallies.ts). Creating
 * the triggers locks writes to the three tables until this migration commits (so that none falls
 * between a trigger and the backfill): under a second at 1,000,000 leads and people here. Frozen
 * SQL: see ./README.md.
 */

const RECORD_TALLY: frozen.Tally = {
  table: 'record_tallies',
  keys: ['kind', 'status'],
  sums: ['records'],
};

/** The tables counted, each by its status column ('' for people): a table's name is its kind. */
const TALLIED_RECORDS = [
  { table: 'calculator_leads', status: 'r.status' },
  { table: 'contact_messages', status: 'r.status' },
  { table: 'people', status: `''` },
] as const;

const recordContributions =
  ({ table, status }: (typeof TALLIED_RECORDS)[number]): frozen.Contributions =>
  (rows, sign) => `
  select '${table}'::text as kind, coalesce(${status}, '') as status, ${sign}::bigint as records
  from ${rows} r`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(frozen.createTallySql(RECORD_TALLY));
  await knex.raw(frozen.deltaIndexSql(RECORD_TALLY));
  // TRUNCATE fires no delete trigger: it empties the table's part of the tally.
  await knex.raw(`
    create function tally_records_truncate() returns trigger language plpgsql as $$
    begin
      delete from record_tallies where kind = tg_table_name;
      return null;
    end $$`);
  for (const records of TALLIED_RECORDS) {
    const fn = `tally_${records.table}`;
    await knex.raw(
      frozen.tallyTriggerFunctionSql(
        fn,
        (changes) => [frozen.insertDeltasSql(RECORD_TALLY, changes)],
        recordContributions(records),
      ),
    );
    for (const sql of frozen.tallyTriggersSql(records.table, fn)) await knex.raw(sql);
    await knex.raw(`
      create trigger ${records.table}_tally_truncate after truncate on ${records.table}
        for each statement execute function tally_records_truncate()`);
    await knex.raw(
      frozen.insertDeltasSql(
        RECORD_TALLY,
        `(${recordContributions(records)(records.table, 1)})`,
        true,
      ),
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of TALLIED_RECORDS) {
    for (const sql of frozen.dropTallyTriggersSql(table)) await knex.raw(sql);
    await knex.raw(`drop function if exists tally_${table}()`);
  }
  await knex.raw('drop function if exists tally_records_truncate()');
  await knex.raw('drop table if exists record_tallies');
}
