import type { Knex } from 'knex';
import { HOT_LEAD_THRESHOLD } from '@leadline/tracker/vocabulary';
import type { TrafficSource } from '@leadline/tracker/wire';
import { onlyRow } from '../../db/rows';
import type { SessionInput } from './schema';

/**
 * Creates the session, or refreshes what the tracker knows of it when the same tab posts it again
 * (a reload): its score, ledger-derived columns and creation time are kept.
 */
export async function upsertSession(
  knex: Knex,
  input: SessionInput,
  source: TrafficSource,
): Promise<{ created: boolean }> {
  const fields = {
    visitor_id: input.visitorId,
    is_returning_visitor: input.isReturningVisitor,
    visit_count: input.visitCount,
    device_type: input.deviceType,
    source,
    referral_source: input.referralSource,
    referrer: input.referrer,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
    utm_content: input.utmContent,
    utm_term: input.utmTerm,
    landing_page: input.landingPage,
    first_visit: input.firstVisit === null ? null : JSON.stringify(input.firstVisit),
  };
  const row = onlyRow(
    await knex('analytics_sessions')
      .insert({ session_id: input.sessionId, ...fields })
      .onConflict('session_id')
      .merge({ ...fields, last_activity_at: knex.fn.now() })
      .returning<{ xmax: string | number }[]>('xmax'),
  );
  return { created: String(row.xmax) === '0' };
}

export interface SessionScore {
  score: number;
  isHotLead: boolean;
}

/** The stored running total: no scan of the ledger. An unknown session scores 0. */
export async function sessionScore(knex: Knex, sessionId: string): Promise<SessionScore> {
  const row = await knex('analytics_sessions')
    .where({ session_id: sessionId })
    .first<{ score: number } | undefined>('score');
  const score = row?.score ?? 0;
  return { score, isHotLead: score >= HOT_LEAD_THRESHOLD };
}
