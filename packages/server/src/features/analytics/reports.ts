/**
 * The admin's analytics, each one SQL aggregate over the sessions (never rows loaded into Node).
 * Bands are the SPEC's: hot 75+, warm 50-74, engaged 25-49, cold 0-24 (by a session's current score).
 */
import type { Knex } from 'knex';
import { onlyRow } from '../../db/rows';
import {
  ENGAGED_THRESHOLD,
  HOT_LEAD_THRESHOLD,
  WARM_LEAD_THRESHOLD,
} from '@leadline/tracker/vocabulary';
import type { AnalyticsSummary, PathItem, SourceItem, TrendItem } from '../../domain';

const HOT = HOT_LEAD_THRESHOLD;
const WARM = WARM_LEAD_THRESHOLD;
const ENGAGED = ENGAGED_THRESHOLD;

export async function analyticsSummary(knex: Knex): Promise<AnalyticsSummary> {
  const { rows } = await knex.raw<{ rows: AnalyticsSummary[] }>(
    `with counts as (
       select count(*)::int as "totalSessions",
         (count(*) filter (where score >= ?))::int as "hotLeads",
         (count(*) filter (where score >= ? and score < ?))::int as "warmLeads",
         (count(*) filter (where score >= ? and score < ?))::int as "engagedLeads",
         (count(*) filter (where score < ?))::int as "coldLeads"
       from analytics_sessions
     ),
     hot as (
       select coalesce(round(100.0 * count(*) filter (where email is not null) / nullif(count(*), 0), 1), 0)::float8
           as "emailCaptureRate",
         coalesce(round(avg(seconds_to_hot)), 0)::int as "avgTimeToHotLead"
       from hot_leads
     )
     select * from counts, hot`,
    [HOT, WARM, HOT, ENGAGED, WARM, ENGAGED],
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
       select (created_at at time zone ?)::date as day,
         (count(*) filter (where score >= ?))::int as hot,
         (count(*) filter (where score >= ? and score < ?))::int as warm,
         (count(*) filter (where score >= ? and score < ?))::int as engaged
       from analytics_sessions
       where created_at >= ((now() at time zone ?)::date - 6)::timestamp at time zone ?
       group by 1
     )
     select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.hot, 0) as "hotLeads",
       coalesce(c.warm, 0) as "warmLeads", coalesce(c.engaged, 0) as "engagedLeads"
     from days d left join counts c on c.day = d.day
     order by d.day`,
    [timeZone, timeZone, timeZone, HOT, WARM, HOT, ENGAGED, WARM, timeZone, timeZone],
  );
  return rows;
}

/** The 10 landing pages that started the most engaged-or-better sessions (score 25+). */
export async function analyticsPaths(knex: Knex): Promise<PathItem[]> {
  const { rows } = await knex.raw<{ rows: PathItem[] }>(
    `select coalesce(landing_page, '/') as path, round(avg(score), 1)::float8 as "avgScore", count(*)::int as count
     from analytics_sessions where score >= ?
     group by coalesce(landing_page, '/')
     order by count desc, "avgScore" desc, path
     limit 10`,
    [ENGAGED_THRESHOLD],
  );
  return rows;
}

/** Per traffic source class: sessions, hot sessions (75+), and the share that are hot. */
export async function analyticsSources(knex: Knex): Promise<SourceItem[]> {
  const { rows } = await knex.raw<{ rows: SourceItem[] }>(
    `select source, count(*)::int as sessions, (count(*) filter (where score >= ?))::int as "hotLeads",
       round(100.0 * count(*) filter (where score >= ?) / count(*), 1)::float8 as "conversionRate"
     from analytics_sessions group by source order by sessions desc, source`,
    [HOT_LEAD_THRESHOLD, HOT_LEAD_THRESHOLD],
  );
  return rows;
}
