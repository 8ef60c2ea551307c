/**
 * The retention purge's selection: which old sessions are anonymous. A session is kept when it, or
 * another session of the same visitor, is linked to an e-mail address in any of the ways
 * features/people/person-sql.ts links sessions to a person: an address captured on the session, a
 * hot lead, a calculator lead, a contact message or a questionnaire naming it (each a record the owner
 * keeps until erased), a capture event that gave an address (one without cannot keep a visitor's
 * sessions forever), or a lead recorded on the session.
 */
import type { Knex } from 'knex';
import { CAPTURE_TYPES_SQL } from '../analytics/captures';

/**
 * True when the session aliased `v` is linked to an address. Each test is one index lookup (the
 * capture events' through analytics_events_capture_idx, whose predicate is this list).
 */
const linkedSessionSql = (v = 'v') => `(
  ${v}.email is not null
  or ${v}.lead_id is not null
  or exists (select 1 from hot_leads h where h.session_id = ${v}.session_id)
  or exists (select 1 from calculator_leads c where c.session_id = ${v}.session_id)
  or exists (select 1 from contact_messages m where m.session_id = ${v}.session_id)
  or exists (select 1 from workflow_submissions w where w.session_id = ${v}.session_id)
  or exists (select 1 from analytics_events e
    where e.session_id = ${v}.session_id and e.event_type in (${CAPTURE_TYPES_SQL})
      and position('@' in coalesce(e.metadata ->> 'email', '')) > 1)
)`;

export interface WindowRow {
  sessionId: string;
  visitorId: string;
  /** As text, to resume after it exactly (a Date would lose the microseconds). */
  createdAt: string;
  inactive: boolean;
}

/** Bindings: the cutoff twice, the cursor's created_at (text) and session_id, the window's size. */
export const purgeWindowSql = (locking: boolean) => `
  select session_id as "sessionId", visitor_id as "visitorId",
    created_at::text as "createdAt", last_activity_at < ? as inactive
  from analytics_sessions
  where created_at < ? and (created_at, session_id) > (?::timestamptz, ?)
  order by created_at, session_id
  limit ?
  ${locking ? 'for update skip locked' : ''}`;

/**
 * The next window of sessions started before the cutoff, after the cursor, in the order of the
 * index (created_at, session_id), and whether each has been inactive since the cutoff (a session's
 * last activity is never before its start, so started before the cutoff covers every candidate).
 * `locking` adds the row locks of a real purge: sessions being written to at that moment are skipped,
 * for the next run.
 */
export async function purgeWindow(
  knex: Knex,
  {
    cutoff,
    after,
    size,
    locking,
  }: {
    cutoff: Date;
    after: { createdAt: string; sessionId: string };
    size: number;
    locking: boolean;
  },
): Promise<WindowRow[]> {
  const { rows } = await knex.raw<{ rows: WindowRow[] }>(purgeWindowSql(locking), [
    cutoff,
    cutoff,
    after.createdAt,
    after.sessionId,
    size,
  ]);
  return rows;
}

/**
 * Of these visitors, those with a session linked to an address. A separate query, driven by the
 * visitors' index: as one subquery of the window's, the planner may prefer to scan every session once
 * per window, which grows with the table rather than with the window.
 */
export async function linkedVisitors(knex: Knex, visitorIds: string[]): Promise<Set<string>> {
  if (visitorIds.length === 0) return new Set();
  const rows = (await linkedVisitorsQuery(knex, visitorIds)) as { visitor_id: string }[];
  return new Set(rows.map((row) => row.visitor_id));
}

/** The query of linkedVisitors (the benchmark prints its plan). */
export const linkedVisitorsQuery = (knex: Knex, visitorIds: string[]) =>
  knex('analytics_sessions as v')
    .distinct('v.visitor_id')
    .whereIn('v.visitor_id', visitorIds)
    .whereRaw(linkedSessionSql());

/**
 * Deletes these sessions with their awards and events in one statement, leaving out any whose visitor
 * became linked since the window was read (a form or capture committed meanwhile): the children and
 * the sessions go together, checked against the same snapshot. Answers the counts.
 */
export async function deleteSessions(
  knex: Knex,
  ids: string[],
): Promise<{ sessions: number; events: number; awards: number }> {
  const list = ids.map(() => '?').join(', ');
  const { rows } = await knex.raw<{ rows: { sessions: number; events: number; awards: number }[] }>(
    `with doomed as (
       select s.session_id from analytics_sessions s
       where s.session_id in (${list})
         and not exists (select 1 from analytics_sessions o
           where o.visitor_id = s.visitor_id and ${linkedSessionSql('o')})
     ),
     awards as (delete from session_awards where session_id in (select session_id from doomed)
       returning 1),
     events as (delete from analytics_events where session_id in (select session_id from doomed)
       returning 1),
     sessions as (delete from analytics_sessions where session_id in (select session_id from doomed)
       returning 1)
     select (select count(*) from sessions)::int as sessions,
       (select count(*) from events)::int as events, (select count(*) from awards)::int as awards`,
    ids,
  );
  return rows[0] ?? { sessions: 0, events: 0, awards: 0 };
}
