/**
 * Which sessions are a person's, for an export or an erasure. A browser may be shared (a family
 * laptop, a library terminal): a session in which another address was also given is the other
 * person's too, so it is kept and only this person's traces in it are taken.
 */
import type { Knex } from 'knex';
import { CAPTURE_TYPES_SQL } from '../analytics/captures';
import { directSessionsSql } from '../people/person-sql';

export interface PersonSessions {
  /** Sessions that are this person's alone: exported and erased whole. */
  own: string[];
  /** Sessions in which another address was given too: only this person's traces are taken. */
  shared: string[];
}

/** An address as written into a row by any client: compared trimmed and in lower case. */
export const ADDRESS_SQL = (column: string) => `lower(btrim(${column}))`;

/** A session (`session`, a qualified column: inside, x is each table) where another address was given. */
const otherAddressIn = (session: string) => `(
  exists (select 1 from analytics_sessions x where x.session_id = ${session}
    and x.email is not null and ${ADDRESS_SQL('x.email')} <> :email)
  or exists (select 1 from calculator_leads x where x.session_id = ${session}
    and ${ADDRESS_SQL('x.email')} <> :email)
  or exists (select 1 from contact_messages x where x.session_id = ${session}
    and ${ADDRESS_SQL('x.email')} <> :email)
  or exists (select 1 from workflow_submissions x where x.session_id = ${session}
    and x.email is not null and ${ADDRESS_SQL('x.email')} <> :email)
  or exists (select 1 from analytics_events x where x.session_id = ${session}
    and x.event_type in (${CAPTURE_TYPES_SQL}) and x.metadata ->> 'email' is not null
    and ${ADDRESS_SQL("x.metadata ->> 'email'")} <> :email))`;

/**
 * The person's sessions: those that name the address (a record, the session's own address, or a
 * capture event, even one whose address a later one replaced), and the other visits of the same
 * browsers (visitor ids). A direct session where another address was given is shared; a visit of a
 * browser in which another address was ever given stays out altogether (it names nobody).
 */
export async function personSessions(knex: Knex, email: string): Promise<PersonSessions> {
  const { rows } = await knex.raw<{ rows: { session_id: string; shared: boolean }[] }>(
    `with direct as (
       select session_id from (${directSessionsSql(':email')}) d where session_id is not null
       union
       select session_id from analytics_events
       where event_type in (${CAPTURE_TYPES_SQL}) and ${ADDRESS_SQL("metadata ->> 'email'")} = :email
     ),
     visits as (
       select v.session_id, v.visitor_id, v.session_id in (select session_id from direct) as direct
       from analytics_sessions v
       where v.visitor_id in (
         select a.visitor_id from analytics_sessions a join direct using (session_id))
     ),
     classified as (
       select v.session_id, v.visitor_id, v.direct, ${otherAddressIn('v.session_id')} as other
       from visits v
     )
     select c.session_id, c.other as shared from classified c
     where c.direct or not exists (
       select 1 from classified o where o.visitor_id = c.visitor_id and o.other)
     union
     -- Sessions named by a record but never started by the tracker have no visitor to follow.
     select d.session_id, ${otherAddressIn('d.session_id')} from direct d
     where not exists (select 1 from analytics_sessions a where a.session_id = d.session_id)
     order by 1`,
    { email },
  );
  return {
    own: rows.filter((row) => !row.shared).map((row) => row.session_id),
    shared: rows.filter((row) => row.shared).map((row) => row.session_id),
  };
}
