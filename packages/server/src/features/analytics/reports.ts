/**
 * The admin's analytics, each one SQL aggregate over the tallies that triggers keep of the sessions
 * and hot leads (tallies.ts): their size grows with the keys (sources, landing pages, bands, quarter
 * hours), not with the sessions. Bands are the SPEC's: hot 75+, warm 50-74, engaged 25-49, cold 0-24
 * (by a session's current score).
 */
import type { Knex } from 'knex';
import { onlyRow } from '../../db/rows';
import type { AnalyticsSummary, PathItem, SourceItem, TrendItem } from '@leadline/domain';
import { BAND, slotOf } from './tallies';

export async function analyticsSummary(knex: Knex): Promise<AnalyticsSummary> {
  const { rows } = await knex.raw<{ rows: AnalyticsSummary[] }>(
    `with counts as (
       select coalesce(sum(sessions), 0)::int as "totalSessions",
         coalesce(sum(sessions) filter (where band = ?), 0)::int as "hotLeads",
         coalesce(sum(sessions) filter (where band = ?), 0)::int as "warmLeads",
         coalesce(sum(sessions) filter (where band = ?), 0)::int as "engagedLeads",
         coalesce(sum(sessions) filter (where band = ?), 0)::int as "coldLeads"
       from session_tallies
     ),
     hot as (
       select coalesce(round(100.0 * sum(leads) filter (where has_email) / nullif(sum(leads), 0), 1), 0)::float8
           as "emailCaptureRate",
         coalesce(round(sum(seconds_sum) / nullif(sum(seconds_count), 0)), 0)::int as "avgTimeToHotLead"
       from hot_lead_tallies
     )
     select * from counts, hot`,
    [BAND.hot, BAND.warm, BAND.engaged, BAND.cold],
  );
  return onlyRow(rows);
}

/** Sessions started on each of the last 7 days (today included) by band; days without any are 0. */
export async function analyticsTrends(knex: Knex, timeZone: string): Promise<TrendItem[]> {
  const { rows } = await knex.raw<{ rows: TrendItem[] }>(
    `with days as (
       select generate_series((now() at time zone ?)::date - 6, (now() at time zone ?)::date, interval '1 day')::date as day
     ),
     counts as (
       select (slot at time zone ?)::date as day,
         coalesce(sum(sessions) filter (where band = ?), 0)::int as hot,
         coalesce(sum(sessions) filter (where band = ?), 0)::int as warm,
         coalesce(sum(sessions) filter (where band = ?), 0)::int as engaged
       from session_start_tallies
       where slot >= ${slotOf('((now() at time zone ?)::date - 6)::timestamp at time zone ?')}
       group by 1
     )
     select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.hot, 0) as "hotLeads",
       coalesce(c.warm, 0) as "warmLeads", coalesce(c.engaged, 0) as "engagedLeads"
     from days d left join counts c on c.day = d.day
     order by d.day`,
    [timeZone, timeZone, timeZone, BAND.hot, BAND.warm, BAND.engaged, timeZone, timeZone],
  );
  return rows;
}

/** The 10 landing pages that started the most engaged-or-better sessions (score 25+). */
export async function analyticsPaths(knex: Knex): Promise<PathItem[]> {
  const { rows } = await knex.raw<{ rows: PathItem[] }>(
    `select landing_page as path, round(sum(score_sum) / sum(sessions), 1)::float8 as "avgScore",
       sum(sessions)::int as count
     from session_tallies where band >= ?
     group by landing_page having sum(sessions) > 0
     order by count desc, "avgScore" desc, path
     limit 10`,
    [BAND.engaged],
  );
  return rows;
}

/** Per traffic source class: sessions, hot sessions (75+), and the share that are hot. */
export async function analyticsSources(knex: Knex): Promise<SourceItem[]> {
  const { rows } = await knex.raw<{ rows: SourceItem[] }>(
    `select source, sum(sessions)::int as sessions,
       coalesce(sum(sessions) filter (where band = ?), 0)::int as "hotLeads",
       round(100.0 * coalesce(sum(sessions) filter (where band = ?), 0) / sum(sessions), 1)::float8
         as "conversionRate"
     from session_tallies group by source having sum(sessions) > 0
     order by sessions desc, source`,
    [BAND.hot, BAND.hot],
  );
  return rows;
}
