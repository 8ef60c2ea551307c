/**
 * What ties rows to a person, as SQL over a person's address (`people.email`, lower case): their
 * records by address, and the sessions linked to them by a submission, by a capture on the session
 * itself, or by being another visit of the same visitor.
 */
import { fitObjectSql } from './fit';

/**
 * Sessions named by the person's records or carrying the address, with how. `email` is an
 * expression. Each part is one index lookup by address (a null session id links nothing).
 */
export const directSessionsSql = (email: string) => `
  select session_id, 'submission' as linked_by from calculator_leads where lower(email) = ${email}
  union all select session_id, 'submission' from contact_messages where lower(email) = ${email}
  union all select session_id, 'submission' from workflow_submissions where lower(email) = ${email}
  union all select session_id, 'submission' from hot_leads where lower(email) = ${email}
  union all select session_id, 'capture' from analytics_sessions
    where lower(email) = ${email} and email is not null`;

/**
 * Every linked session's row (alias s) and how it is linked ('submission', 'capture', 'visitor'):
 * the direct ones, then the other visits of their visitors, each found through an index (an OR of
 * the two would scan every session).
 */
export const linkedSessionsSql = (email: string) => `
  with direct as (${directSessionsSql(email)}),
  direct_sessions as (
    select session_id, min(linked_by) filter (where linked_by = 'submission') as by_submission,
      min(linked_by) as by_any
    from direct where session_id is not null group by session_id
  ),
  linked as (
    select session_id, coalesce(by_submission, by_any) as linked_by from direct_sessions
    union all
    select v.session_id, 'visitor' from analytics_sessions v
    where v.visitor_id in (
        select a.visitor_id from analytics_sessions a join direct_sessions d using (session_id))
      and v.session_id not in (select session_id from direct_sessions)
  )
  select s.*, linked.linked_by from linked join analytics_sessions s using (session_id)`;

const CAPTURE_FACTS = `array['email_captured', 'exit_intent_converted']`;

/** The list's computed columns of the person aliased `p`. */
export const personSummaryColumns = `
  p.id, p.email, p.name, p.company, p.created_at as "createdAt", p.last_activity_at as "lastActivityAt",
  p.stage, p.deal_value as "dealValue", to_char(p.expected_close_at, 'YYYY-MM-DD') as "expectedCloseAt",
  p.stage_changed_at as "stageChangedAt",
  ${fitObjectSql('p')} as fit,
  array_remove(array[
    case when exists (select 1 from hot_leads x where lower(x.email) = p.email) then 'hot' end,
    case when exists (select 1 from calculator_leads x where lower(x.email) = p.email) then 'calculator' end,
    case when exists (select 1 from contact_messages x where lower(x.email) = p.email) then 'contact' end,
    case when exists (select 1 from workflow_submissions x where lower(x.email) = p.email)
      then 'questionnaire' end,
    case when exists (select 1 from analytics_sessions x where lower(x.email) = p.email
      and x.email is not null and x.facts && ${CAPTURE_FACTS}) then 'capture' end,
    case when exists (select 1 from newsletter_subscribers x where x.email = p.email)
      then 'newsletter' end
  ], null) as kinds,
  (
    (select count(*) from calculator_leads x where lower(x.email) = p.email and x.status = 'new')
    + (select count(*) from contact_messages x where lower(x.email) = p.email and x.status = 'new')
    + (select count(*) from workflow_submissions x where lower(x.email) = p.email and x.status = 'new')
  )::int as "newRecords",
  linked."bestScore", linked."lastSeenAt"`;

/** Joined after `people p`: the best score and the latest activity of the person's sessions. */
export const linkedFiguresJoin = `
  left join lateral (
    select max(l.score)::int as "bestScore", max(l.last_activity_at) as "lastSeenAt"
    from (${linkedSessionsSql('p.email')}) l
  ) linked on true`;
