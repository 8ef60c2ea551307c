/**
 * What "View Session" shows: the session (its first touch) and its ledger in order, each event with
 * the points it earned, why a 0, and the score after it.
 */
import type { Knex } from 'knex';
import {
  ID_PATTERN,
  explainUnscored,
  policyOf,
  UNSCORED_REASONS,
  type SessionTimeline,
  type TimelineEvent,
  type TimelineSession,
  type UnscoredReason,
} from '@leadline/domain';

interface LedgerRow extends Omit<TimelineEvent, 'label' | 'note' | 'unscored'> {
  unscored: string | null;
  awardKey: string | null;
}

const isUnscoredReason = (value: string | null): value is UnscoredReason =>
  (UNSCORED_REASONS as readonly (string | null)[]).includes(value);

/** An event as the timeline shows it: its policy's label, and for a 0 the reason in words. */
function explained({ awardKey, unscored, ...event }: LedgerRow): TimelineEvent {
  const reason = isUnscoredReason(unscored) ? unscored : null;
  return {
    ...event,
    label: policyOf(event.eventType)?.label ?? event.eventType,
    unscored: reason,
    note:
      event.points > 0
        ? null
        : reason
          ? explainUnscored(event.eventType, reason, awardKey)
          : 'earned no points',
  };
}

/** The session's timeline, or undefined when there is no such session. */
export async function sessionTimeline(
  knex: Knex,
  sessionId: string,
): Promise<SessionTimeline | undefined> {
  const session: TimelineSession | undefined = ID_PATTERN.test(sessionId)
    ? await knex('analytics_sessions')
        .where({ session_id: sessionId })
        .first(
          'session_id as sessionId',
          'visitor_id as visitorId',
          'score',
          'email',
          'name',
          'is_returning_visitor as isReturningVisitor',
          'visit_count as visitCount',
          'device_type as deviceType',
          'source',
          'referral_source as referralSource',
          'referrer',
          'utm_source as utmSource',
          'utm_medium as utmMedium',
          'utm_campaign as utmCampaign',
          'utm_content as utmContent',
          'utm_term as utmTerm',
          'landing_page as landingPage',
          'first_visit as firstVisit',
          'pages_viewed as pagesViewed',
          'facts',
          'created_at as createdAt',
          'last_activity_at as lastActivityAt',
        )
    : undefined;
  if (!session) return undefined;
  const ledger: LedgerRow[] = await knex('analytics_events')
    .where({ session_id: sessionId })
    .orderBy('id')
    .select(
      'id',
      'created_at as at',
      'event_type as eventType',
      'event_category as eventCategory',
      'page_url as page',
      'points',
      'unscored',
      'award_key as awardKey',
      knex.raw('(sum(points) over (order by id))::int as "runningScore"'),
    );
  return { session, events: ledger.map(explained) };
}
