/**
 * How the server reads one event of the ledger under the event policy (domain/event-policy.ts). Pure:
 * live ingestion and `recomputeScores` both prepare their rows here and then run the same statement
 * (ledger-sql.ts), which decides, against the session's earlier awards, what the event earns.
 * The client's own eventValue is never used.
 */
import { isUuid } from '../db/rows';
import {
  EVENT_POLICY,
  policyOf,
  SUBMISSION_LEAD_KINDS,
  type KnownEventType,
  type LeadKind,
  type SessionFact,
  type UnscoredReason,
} from '../domain/event-policy';
import { email as emailField } from '../domain/fields';

export type EventOrigin = 'client' | 'server';

export interface LedgerEvent {
  eventType: string;
  origin: EventOrigin;
  pageUrl: string | null;
  metadata: Record<string, unknown>;
}

export interface EventScore {
  /** Points if the event wins its award. */
  points: number;
  /** What it is counted under: `TYPE`, `TYPE:/page` or `TYPE:item`; null for capped events. */
  awardKey: string | null;
  /** For a capped event type: how many times a session can earn it. */
  capTimes: number | null;
  /** Why it earns nothing whatever came before it; null when that depends on the session's awards. */
  unscored: UnscoredReason | null;
  /** What the event proves about the session, for reasons and the warm-lead columns. */
  fact: SessionFact | null;
  isPageView: boolean;
  /** An e-mail address the event attaches to its session, and the name given with it. */
  email: string | null;
  name: string | null;
  leadId: string | null;
  leadKind: LeadKind | null;
}

/** Each event type and the fact it proves (null: none). */
export const SESSION_FACTS = Object.fromEntries(
  Object.entries(EVENT_POLICY).map(([type, policy]) => [type, policy.fact]),
) as Record<KnownEventType, SessionFact | null>;

/** The path of a page URL, without query or fragment: page awards count per path. */
export function pagePath(pageUrl: string | null): string {
  if (!pageUrl) return '/';
  const path = pageUrl.startsWith('/') ? pageUrl : safeUrlPath(pageUrl);
  return path.split(/[?#]/)[0] || '/';
}

function safeUrlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

const emailSchema = emailField().required();

/** A valid e-mail address in the metadata, cleaned as the forms clean it, or null. */
function emailIn(metadata: Record<string, unknown>): string | null {
  try {
    return emailSchema.validateSync(metadata.email);
  } catch {
    return null;
  }
}

/** The name given with an address: trimmed, without control characters, at most 100 characters. */
function nameIn(metadata: Record<string, unknown>): string | null {
  if (typeof metadata.name !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const name = metadata.name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return name.length > 0 ? name.slice(0, 100) : null;
}

type Award = Pick<EventScore, 'points' | 'awardKey' | 'capTimes' | 'unscored'>;

const nothing = (unscored: UnscoredReason): Award => ({
  points: 0,
  awardKey: null,
  capTimes: null,
  unscored,
});

function awardOf({ eventType, origin, pageUrl, metadata }: LedgerEvent): Award {
  const policy = policyOf(eventType);
  if (!policy) return nothing('unknown_event');
  if (policy.serverOnly && origin !== 'server') return nothing('claimed_by_browser');
  if (policy.points === 0) return nothing('no_points');
  const { points, scope } = policy;
  switch (scope.kind) {
    case 'session':
      return { points, awardKey: eventType, capTimes: null, unscored: null };
    case 'page':
      return {
        points,
        awardKey: `${eventType}:${pagePath(pageUrl)}`,
        capTimes: null,
        unscored: null,
      };
    case 'item': {
      const item = scope.item(metadata);
      if (item === null) return nothing('no_item');
      return { points, awardKey: `${eventType}:${item}`, capTimes: null, unscored: null };
    }
    case 'capped':
      return {
        points,
        awardKey: null,
        capTimes: Math.floor(scope.maxPoints / points),
        unscored: null,
      };
  }
}

export function scoreEvent(event: LedgerEvent): EventScore {
  const { eventType, origin, metadata } = event;
  const policy = policyOf(eventType);
  const verified = policy !== null && (!policy.serverOnly || origin === 'server');
  const email = eventType === 'EMAIL_CAPTURED' || origin === 'server' ? emailIn(metadata) : null;
  const leadKind =
    origin === 'server' && Object.hasOwn(SUBMISSION_LEAD_KINDS, eventType)
      ? SUBMISSION_LEAD_KINDS[eventType as keyof typeof SUBMISSION_LEAD_KINDS]
      : null;
  const leadId = leadKind && isUuid(metadata.leadId) ? metadata.leadId : null;
  return {
    ...awardOf(event),
    fact: verified ? policy.fact : null,
    isPageView: eventType === 'PAGE_VIEW',
    email,
    name: email === null ? null : nameIn(metadata),
    leadId,
    leadKind: leadId ? leadKind : null,
  };
}
