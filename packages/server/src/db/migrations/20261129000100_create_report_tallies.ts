import type { Knex } from 'knex';
import {
  HOT_LEAD_TALLY,
  hotLeadContributions,
  insertDeltasSql,
  SESSION_BAND_FUNCTION,
  SESSION_START_TALLY,
  SESSION_TALLY,
  sessionContributions,
} from '../../features/analytics/tallies';
import {
  createTallySql,
  tallyTriggerFunctionSql,
  tallyTriggersSql,
} from '../../features/analytics/tally-sql';

/**
 * The tallies the admin's reports read (features/analytics/tallies.ts): tables, the triggers that
 * append a delta for every statement that inserts, updates or deletes sessions or hot leads, and the
 * figures of the rows already there.
 *
 * Creating the triggers locks writes to analytics_sessions and hot_leads (SHARE ROW EXCLUSIVE) until
 * this migration commits, so that no write falls between the triggers and the backfill: about 3 s
 * at 1,000,000 sessions on PostgreSQL 15 here, while ingestion waits (it does not fail).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(SESSION_BAND_FUNCTION);
  for (const tally of [SESSION_TALLY, SESSION_START_TALLY, HOT_LEAD_TALLY]) {
    await knex.raw(createTallySql(tally));
    // Compaction finds the deltas through this index; the folded rows are few.
    await knex.raw(
      `create index ${tally.table}_delta_idx on ${tally.table} (folded) where not folded`,
    );
  }
  await knex.raw(`create index session_start_tallies_slot_idx on session_start_tallies (slot)`);

  await knex.raw(
    tallyTriggerFunctionSql(
      'tally_sessions',
      (changes) => [
        insertDeltasSql(SESSION_TALLY, changes),
        insertDeltasSql(SESSION_START_TALLY, changes),
      ],
      sessionContributions,
    ),
  );
  await knex.raw(
    tallyTriggerFunctionSql(
      'tally_hot_leads',
      (changes) => [insertDeltasSql(HOT_LEAD_TALLY, changes)],
      hotLeadContributions,
    ),
  );
  for (const sql of [
    ...tallyTriggersSql('analytics_sessions', 'tally_sessions'),
    ...tallyTriggersSql('hot_leads', 'tally_hot_leads'),
  ])
    await knex.raw(sql);
  // TRUNCATE fires no delete trigger: it empties the tallies too.
  await knex.raw(`
    create function tally_truncate() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'analytics_sessions' then
        delete from session_tallies;
        delete from session_start_tallies;
      end if;
      delete from hot_lead_tallies;
      return null;
    end $$`);
  for (const table of ['analytics_sessions', 'hot_leads'])
    await knex.raw(
      `create trigger ${table}_tally_truncate after truncate on ${table}
        for each statement execute function tally_truncate()`,
    );

  const sessions = `(${sessionContributions('analytics_sessions', 1)})`;
  await knex.raw(insertDeltasSql(SESSION_TALLY, sessions, true));
  await knex.raw(insertDeltasSql(SESSION_START_TALLY, sessions, true));
  await knex.raw(
    insertDeltasSql(HOT_LEAD_TALLY, `(${hotLeadContributions('hot_leads', 1)})`, true),
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_sessions', 'hot_leads'])
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await knex.raw(`drop trigger if exists ${table}_tally_${event} on ${table}`);
  await knex.raw('drop function if exists tally_truncate()');
  await knex.raw('drop function if exists tally_hot_leads()');
  await knex.raw('drop function if exists tally_sessions()');
  for (const table of ['session_tallies', 'session_start_tallies', 'hot_lead_tallies'])
    await knex.raw(`drop table if exists ${table}`);
  await knex.raw('drop function if exists session_band(integer)');
}
