import type { Knex } from 'knex';
import {
  insertDeltasSql,
  RECORD_TALLY,
  recordContributions,
  TALLIED_RECORDS,
} from '../../features/analytics/tallies';
import {
  createTallySql,
  tallyTriggerFunctionSql,
  tallyTriggersSql,
} from '../../features/analytics/tally-sql';

/**
 * The tally of calculator leads and contact messages by status, and of people, that the dashboard
 * and the people list read instead of counting every row (features/analytics/tallies.ts). Creating
 * the triggers locks writes to the three tables until this migration commits (so that none falls
 * between a trigger and the backfill): under a second at 1,000,000 leads and people here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(createTallySql(RECORD_TALLY));
  await knex.raw(
    `create index ${RECORD_TALLY.table}_delta_idx on ${RECORD_TALLY.table} (folded) where not folded`,
  );
  // TRUNCATE fires no delete trigger: it empties the table's part of the tally.
  await knex.raw(`
    create function tally_records_truncate() returns trigger language plpgsql as $$
    begin
      delete from ${RECORD_TALLY.table} where kind = tg_table_name;
      return null;
    end $$`);
  for (const records of TALLIED_RECORDS) {
    const fn = `tally_${records.table}`;
    await knex.raw(
      tallyTriggerFunctionSql(
        fn,
        (changes) => [insertDeltasSql(RECORD_TALLY, changes)],
        recordContributions(records),
      ),
    );
    for (const sql of tallyTriggersSql(records.table, fn)) await knex.raw(sql);
    await knex.raw(`
      create trigger ${records.table}_tally_truncate after truncate on ${records.table}
        for each statement execute function tally_records_truncate()`);
    await knex.raw(
      insertDeltasSql(RECORD_TALLY, `(${recordContributions(records)(records.table, 1)})`, true),
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of TALLIED_RECORDS) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await knex.raw(`drop trigger if exists ${table}_tally_${event} on ${table}`);
    await knex.raw(`drop function if exists tally_${table}()`);
  }
  await knex.raw('drop function if exists tally_records_truncate()');
  await knex.raw(`drop table if exists ${RECORD_TALLY.table}`);
}
