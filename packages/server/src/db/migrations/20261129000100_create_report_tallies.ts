import type { Knex } from 'knex';
import * as frozen from './tally-sql-20261129';

/**
 * The tallies the admin's reports read (features/analytics/tallies.ts): tables, the triggers that
 * append a delta for every statement that inserts, updates or deletes sessions or hot leads, and the
 * figures of the rows already there. Frozen SQL: see ./README.md.
 *
 * Creating the triggers locks writes to analytics_sessions and hot_leads (SHARE ROW EXCLUSIVE) until
 * this migration commits, so that no write falls between the triggers and the backfill: about 3 s
 * at 1,000,000 sessions on PostgreSQL 15 here, while ingestion waits (it does not fail).
 */

/**
 * A score's band as the tallies store it (cold 0, engaged 1, warm 2, hot 3), with the thresholds of
 * @leadline/domain at the time baked in (hot 75, warm 50, engaged 25). Thresholds that change need a
 * new migration that replaces this function and refolds the session tallies.
 */
const SESSION_BAND_FUNCTION = `
  create or replace function session_band(score integer) returns smallint
  language sql immutable parallel safe as $$
    select (case when score >= 75 then 3
      when score >= 50 then 2
      when score >= 25 then 1
      else 0 end)::smallint
  $$`;

const SESSION_TALLY: frozen.Tally = {
  table: 'session_tallies',
  keys: ['source', 'landing_page', 'band', 'has_email'],
  sums: ['sessions', 'score_sum'],
};
const SESSION_START_TALLY: frozen.Tally = {
  table: 'session_start_tallies',
  keys: ['slot', 'band'],
  sums: ['sessions'],
};
const HOT_LEAD_TALLY: frozen.Tally = {
  table: 'hot_lead_tallies',
  keys: ['notified', 'contacted', 'has_email'],
  sums: ['leads', 'score_sum', 'seconds_sum', 'seconds_count'],
};

/** Sessions by the quarter hour they started in (UTC); the score sum of engaged-or-better ones. */
const sessionContributions: frozen.Contributions = (rows, sign) => `
  select r.source, coalesce(r.landing_page, '/') as landing_page, session_band(r.score) as band,
    r.email is not null as has_email, date_bin(interval '15 minutes', r.created_at, timestamptz '2000-01-01 00:00:00+00') as slot,
    ${sign}::bigint as sessions,
    ${sign}::bigint * (case when session_band(r.score) >= 1 then r.score else 0 end) as score_sum
  from ${rows} r`;

const hotLeadContributions: frozen.Contributions = (rows, sign) => `
  select r.notified, r.contacted, r.email is not null as has_email, ${sign}::bigint as leads,
    ${sign}::bigint * r.score as score_sum, ${sign}::bigint * coalesce(r.seconds_to_hot, 0) as seconds_sum,
    ${sign}::bigint * (r.seconds_to_hot is not null)::int as seconds_count
  from ${rows} r`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(SESSION_BAND_FUNCTION);
  for (const tally of [SESSION_TALLY, SESSION_START_TALLY, HOT_LEAD_TALLY]) {
    await knex.raw(frozen.createTallySql(tally));
    await knex.raw(frozen.deltaIndexSql(tally));
  }
  await knex.raw(`create index session_start_tallies_slot_idx on session_start_tallies (slot)`);

  await knex.raw(
    frozen.tallyTriggerFunctionSql(
      'tally_sessions',
      (changes) => [
        frozen.insertDeltasSql(SESSION_TALLY, changes),
        frozen.insertDeltasSql(SESSION_START_TALLY, changes),
      ],
      sessionContributions,
    ),
  );
  await knex.raw(
    frozen.tallyTriggerFunctionSql(
      'tally_hot_leads',
      (changes) => [frozen.insertDeltasSql(HOT_LEAD_TALLY, changes)],
      hotLeadContributions,
    ),
  );
  for (const sql of [
    ...frozen.tallyTriggersSql('analytics_sessions', 'tally_sessions'),
    ...frozen.tallyTriggersSql('hot_leads', 'tally_hot_leads'),
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
  await knex.raw(frozen.insertDeltasSql(SESSION_TALLY, sessions, true));
  await knex.raw(frozen.insertDeltasSql(SESSION_START_TALLY, sessions, true));
  await knex.raw(
    frozen.insertDeltasSql(HOT_LEAD_TALLY, `(${hotLeadContributions('hot_leads', 1)})`, true),
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_sessions', 'hot_leads'])
    for (const sql of frozen.dropTallyTriggersSql(table)) await knex.raw(sql);
  await knex.raw('drop function if exists tally_truncate()');
  await knex.raw('drop function if exists tally_hot_leads()');
  await knex.raw('drop function if exists tally_sessions()');
  for (const table of ['session_tallies', 'session_start_tallies', 'hot_lead_tallies'])
    await knex.raw(`drop table if exists ${table}`);
  await knex.raw('drop function if exists session_band(integer)');
}
