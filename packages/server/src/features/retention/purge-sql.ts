/**
 * The retention purge's selection: which old sessions are anonymous. A session is kept when it, or
 * another session of the same visitor, is linked to an e-mail address in any of the ways
 * features/people/person-sql.ts links sessions to a person: an address captured on the session, a
 * hot lead, a calculator lead, a contact message or a questionnaire naming it, a capture event (even
 * one that earned nothing), or a lead recorded on the session.
 */
import { CAPTURES } from '../analytics/captures';

const CAPTURE_TYPES = Object.keys(CAPTURES)
  .map((type) => `'${type}'`)
  .join(', ');

/** True when the session aliased `v` is linked to an address. Each test is one index lookup. */
const linkedSessionSql = `(
  v.email is not null
  or v.lead_id is not null
  or exists (select 1 from hot_leads h where h.session_id = v.session_id)
  or exists (select 1 from calculator_leads c where c.session_id = v.session_id)
  or exists (select 1 from contact_messages m where m.session_id = v.session_id)
  or exists (select 1 from workflow_submissions w where w.session_id = v.session_id)
  or exists (select 1 from analytics_events e
    where e.session_id = v.session_id and e.event_type in (${CAPTURE_TYPES}))
)`;

/**
 * The next window of sessions started before the cutoff, after the cursor, in the order of the
 * index (created_at, session_id), with whether each is to be purged: inactive since the cutoff (a
 * session's last activity is never before its start, so started before the cutoff covers every
 * candidate) and linked to no address, nor any other session of its visitor. Bindings: cutoff,
 * cutoff, cursor's created_at (text), cursor's session_id, window size. `locking` adds the row locks
 * of a real purge: sessions being written to at that moment are skipped, for the next run.
 */
export const purgeWindowSql = (locking: boolean) => `
  select s.session_id as "sessionId", s.created_at::text as "createdAt",
    (s.last_activity_at < ? and not exists (
      select 1 from analytics_sessions v where v.visitor_id = s.visitor_id and ${linkedSessionSql}
    )) as purge
  from analytics_sessions s
  where s.created_at < ? and (s.created_at, s.session_id) > (?::timestamptz, ?)
  order by s.created_at, s.session_id
  limit ?
  ${locking ? 'for update of s skip locked' : ''}`;
