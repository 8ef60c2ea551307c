/**
 * The four reports of the analytics screen over a date range (?from=&to=; range.ts). Summary and
 * trends read the quarter-hour tally of session starts (session_start_tallies), which is exact for
 * any day of any time zone; hot leads are those created in the range. Landing pages and sources,
 * which that tally does not key, are aggregates over the range's sessions.
 */
import type { Knex } from 'knex';
import {
  HOT_LEAD_THRESHOLD,
  type AnalyticsSummary,
  type PathItem,
  type SourceItem,
  type TrendItem,
} from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import type { Bounds } from './range';
import { PAID_SQL, FIGURES_SQL } from './session-sql';
import { BAND } from './tallies';

export async function rangedSummary(
  knex: Knex,
  { start, stop }: Bounds,
): Promise<AnalyticsSummary> {
  const { rows } = await knex.raw<{ rows: AnalyticsSummary[] }>(
    `with counts as (
       select coalesce(sum(sessions), 0)::int as "totalSessions",
         coalesce(sum(sessions) filter (where band = :hot), 0)::int as "hotLeads",
         coalesce(sum(sessions) filter (where band = :warm), 0)::int as "warmLeads",
         coalesce(sum(sessions) filter (where band = :engaged), 0)::int as "engagedLeads",
         coalesce(sum(sessions) filter (where band = :cold), 0)::int as "coldLeads"
       from session_start_tallies where slot >= :start and slot < :stop
     ),
     hot as (
       select coalesce(round(100.0 * count(*) filter (where email is not null) / nullif(count(*), 0), 1), 0)::float8
           as "emailCaptureRate",
         coalesce(round(avg(seconds_to_hot)), 0)::int as "avgTimeToHotLead"
       from hot_leads where created_at >= :start and created_at < :stop
     )
     select * from counts, hot`,
    { ...BAND, start, stop },
  );
  return onlyRow(rows);
}

/** Each day of the range, by band; days without sessions are 0. */
export async function rangedTrends(
  knex: Knex,
  { start, stop }: Bounds,
  timeZone: string,
): Promise<TrendItem[]> {
  const { rows } = await knex.raw<{ rows: TrendItem[] }>(
    `with days as (
       select generate_series((:start at time zone :zone)::date, (:stop at time zone :zone)::date - 1,
         interval '1 day')::date as day
     ),
     counts as (
       select (slot at time zone :zone)::date as day,
         coalesce(sum(sessions) filter (where band = :hot), 0)::int as hot,
         coalesce(sum(sessions) filter (where band = :warm), 0)::int as warm,
         coalesce(sum(sessions) filter (where band = :engaged), 0)::int as engaged
       from session_start_tallies where slot >= :start and slot < :stop
       group by 1
     )
     select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.hot, 0) as "hotLeads",
       coalesce(c.warm, 0) as "warmLeads", coalesce(c.engaged, 0) as "engagedLeads"
     from days d left join counts c on c.day = d.day
     order by d.day`,
    { ...BAND, start, stop, zone: timeZone },
  );
  return rows;
}

/** The 10 landing pages that started the most engaged-or-better sessions in the range. */
export async function rangedPaths(knex: Knex, { start, stop }: Bounds): Promise<PathItem[]> {
  const { rows } = await knex.raw<{ rows: PathItem[] }>(
    `select coalesce(landing_page, '/') as path, round(avg(score), 1)::float8 as "avgScore",
       count(*)::int as count
     from analytics_sessions
     where created_at >= :start and created_at < :stop and session_band(score) >= :engaged
     group by 1 order by count desc, "avgScore" desc, path
     limit 10`,
    { start, stop, engaged: BAND.engaged },
  );
  return rows;
}

type SourceRow = SourceItem & { paidSessions: number; paidHot: number };

/** Per source class in the range; the search row also splits into paid and organic by utm_medium. */
export async function rangedSources(knex: Knex, { start, stop }: Bounds): Promise<SourceItem[]> {
  const { rows } = await knex.raw<{ rows: SourceRow[] }>(
    `select s.source, ${FIGURES_SQL},
       (count(*) filter (where ${PAID_SQL}))::int as "paidSessions",
       (count(*) filter (where ${PAID_SQL} and s.score >= ${HOT_LEAD_THRESHOLD}))::int as "paidHot"
     from analytics_sessions s
     where s.created_at >= :start and s.created_at < :stop
     group by s.source order by sessions desc, s.source`,
    { start, stop },
  );
  return rows.map(({ paidSessions, paidHot, ...row }) =>
    row.source === 'search'
      ? {
          ...row,
          paid: figures(paidSessions, paidHot),
          organic: figures(row.sessions - paidSessions, row.hotLeads - paidHot),
        }
      : row,
  );
}

/** The conversion rate as the SQL rounds it: a percentage with one decimal, 0 without sessions. */
const figures = (sessions: number, hotLeads: number) => ({
  sessions,
  hotLeads,
  conversionRate: sessions === 0 ? 0 : Math.round((1000 * hotLeads) / sessions) / 10,
});
