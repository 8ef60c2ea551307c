/**
 * The first touch every export ends with: how the visitor first came to the site. A session keeps
 * its visitor's first visit (first_visit: the attribution the tracker remembered, with its server-
 * computed class) unless it is that first visit itself, when its own columns are the first touch.
 */
import type { Knex } from 'knex';
import { col, type Column } from './columns';

/** A first-visit field, else the session's own column; null (an empty cell) without a session. */
export const firstTouch = (field: string, column: string) =>
  `case when jsonb_typeof(fts.first_visit) = 'object' then fts.first_visit->>'${field}' else fts.${column} end`;

export const FIRST_TOUCH_COLUMNS: readonly Column[] = [
  col('firstTouchSource', firstTouch('source', 'source')),
  col('firstTouchMedium', firstTouch('utmMedium', 'utm_medium')),
  col('firstTouchCampaign', firstTouch('utmCampaign', 'utm_campaign')),
  col('firstTouchReferrer', firstTouch('referrer', 'referrer')),
];

/** A record's session by its session_id (a session itself joins itself, by its key). */
export const sessionById = (query: Knex.QueryBuilder) =>
  query.leftJoin({ fts: 'analytics_sessions' }, 'fts.session_id', 't.session_id');

/**
 * A row that has only an e-mail address: the earliest session that knew the address (any of the
 * visitor's later sessions carries the same first visit). One lookup on the sessions' e-mail index.
 */
export const firstSessionByEmail = (email: string) =>
  // "offset 0" keeps the address's sessions a subquery of their own, found on the e-mail index: else
  // the planner may walk every session in created_at order looking for the address (seconds per
  // thousand people at 200,000 sessions, scripts/bench-ranges.ts).
  `left join lateral (select s.first_visit, s.source, s.utm_medium, s.utm_campaign, s.referrer
      from (select * from analytics_sessions s where lower(s.email) = lower(${email}) and s.email is not null
        offset 0) s
      order by s.created_at, s.session_id limit 1) fts on true`;
export const sessionByEmail = (query: Knex.QueryBuilder) =>
  query.joinRaw(firstSessionByEmail('t.email'));
