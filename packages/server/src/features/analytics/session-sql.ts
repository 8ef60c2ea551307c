/**
 * SQL over the sessions themselves, for what the tallies do not key: a range's landing pages and
 * sources, search by medium, campaigns, referrer domains. Each is bounded by the sessions' start
 * (analytics_sessions_created_at_id_idx).
 */
import type { Knex } from 'knex';
import { HOT_LEAD_THRESHOLD, PAID_SEARCH_MEDIUMS } from '@leadline/domain';
import { sqlLiteral } from '../../db/sql-literal';
import type { Bounds } from './range';

/** utm_medium as @leadline/domain's normalizeMedium reads it (trimmed, lower case, "_"/spaces "-"). */
export const mediumSql = (column: string) =>
  `regexp_replace(regexp_replace(lower(${column}), '^[[:space:]]+|[[:space:]]+$', '', 'g'), '[[:space:]_]+', '-', 'g')`;

/** Whether a session of `s` is paid search (PAID_SEARCH_MEDIUMS). */
export const PAID_SQL = `(s.source = 'search' and coalesce(${mediumSql('s.utm_medium')}, '') in (${PAID_SEARCH_MEDIUMS.map(sqlLiteral).join(', ')}))`;

/** sessions, hotLeads and conversionRate of the grouped sessions `s`. */
export const FIGURES_SQL = `
  count(*)::int as sessions,
  (count(*) filter (where s.score >= ${HOT_LEAD_THRESHOLD}))::int as "hotLeads",
  round(100.0 * count(*) filter (where s.score >= ${HOT_LEAD_THRESHOLD}) / count(*), 1)::float8
    as "conversionRate"`;

/** All time, for a report asked without a range: every session's start is inside. */
export const allTime = (knex: Knex): Bounds => ({
  start: knex.raw(`'-infinity'::timestamptz`),
  stop: knex.raw(`'infinity'::timestamptz`),
});
