import type { Knex } from 'knex';
import {
  HOT_LEAD_THRESHOLD,
  landingPathOf,
  type ScoreResponse,
  type TrafficSource,
} from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import type { SessionInput } from './schema';

/**
 * Creates the session from its first page load, or, when the same tab posts it again (a reload,
 * a later page), only marks it active: the first touch (source, referrer, UTM fields, landing page,
 * first-visit attribution) is never overwritten, nor its score and ledger-derived columns.
 *
 * A new session of a browser that gave its e-mail address in an earlier session starts knowing it
 * (and the name given with it), so that the visitor is one person across visits.
 */
/** What the server computes of a session: its classes and its first visit's. */
export interface SessionClasses {
  source: TrafficSource;
  referralSource: string | null;
  firstVisit: (SessionInput['firstVisit'] & { source: TrafficSource }) | null;
  /** The client's network key for the day (middleware/client-hash.ts), which alerts are counted by. */
  clientKey: string | null;
}

export async function upsertSession(
  knex: Knex,
  input: SessionInput,
  { source, referralSource, firstVisit, clientKey }: SessionClasses,
): Promise<{ created: boolean; source: TrafficSource }> {
  const firstTouch = {
    session_id: input.sessionId,
    visitor_id: input.visitorId,
    is_returning_visitor: input.isReturningVisitor,
    visit_count: input.visitCount,
    device_type: input.deviceType,
    source,
    referral_source: referralSource,
    referrer: input.referrer,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
    utm_content: input.utmContent,
    utm_term: input.utmTerm,
    // One path per page: "/" and "/?utm_source=x" are one landing page (the tags have their columns).
    landing_page: landingPathOf(input.landingPage),
    first_visit:
      firstVisit === null
        ? null
        : JSON.stringify({ ...firstVisit, landingPage: landingPathOf(firstVisit.landingPage) }),
    client_key: clientKey,
  };
  // On a conflict (a reload) only the activity time moves; the insert's values are dropped.
  const row = onlyRow(
    await knex('analytics_sessions')
      .insert({
        ...firstTouch,
        email: knownOfVisitor(knex, 'email', input.visitorId),
        name: knownOfVisitor(knex, 'name', input.visitorId),
      })
      .onConflict('session_id')
      .merge({ last_activity_at: knex.fn.now() })
      .returning<{ xmax: string | number; source: TrafficSource }[]>(['xmax', 'source']),
  );
  return { created: String(row.xmax) === '0', source: row.source };
}

/** The e-mail address (or the name given with it) of the visitor's latest session that has one. */
function knownOfVisitor(knex: Knex, column: 'email' | 'name', visitorId: string): Knex.Raw {
  return knex.raw(
    `(select ?? from analytics_sessions where visitor_id = ? and email is not null
      order by last_activity_at desc, session_id limit 1)`,
    [column, visitorId],
  );
}

/** The stored running total (no scan of the ledger), and whether the session's e-mail is known. */
export async function sessionScore(knex: Knex, sessionId: string): Promise<ScoreResponse> {
  const row = await knex('analytics_sessions')
    .where({ session_id: sessionId })
    .first<{ score: number; email: string | null } | undefined>('score', 'email');
  const score = row?.score ?? 0;
  return { score, isHotLead: score >= HOT_LEAD_THRESHOLD, emailKnown: Boolean(row?.email) };
}

/** The answer for a session that is unknown or whose score cannot be read. */
export const UNKNOWN_SCORE: ScoreResponse = { score: 0, isHotLead: false, emailKnown: false };
