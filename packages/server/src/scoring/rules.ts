/**
 * How the server reads one event of the ledger under the event policy (@leadline/domain, event-policy.ts). Pure:
 * live ingestion and `recomputeScores` both prepare their rows here and then run the same statement
 * (ledger-sql.ts), which decides, against the session's earlier awards, what the event earns.
 * The client's own eventValue is never used.
 */
import { createHash } from 'node:crypto';
import { isUuid } from '../db/rows';
import {
  catalogueIds,
  EVENT_POLICY,
  policyOf,
  type Catalogue,
  type ItemContext,
  SUBMISSION_LEAD_KINDS,
  type KnownEventType,
  type LeadKind,
  type SessionFact,
  type UnscoredReason,
  email as emailField,
} from '@leadline/domain';

export type EventOrigin = 'client' | 'server';

/** What scoring checks against the site: its calculator's feature ids (the catalogue read at start). */
export type ScoringContext = ItemContext;

export const scoringContextOf = (catalogue: Catalogue): ScoringContext => ({
  featureIds: new Set(catalogueIds(catalogue)),
});

/**
 * For the server's own records of a form sent (CALCULATOR_SUBMITTED and the like), which name no item
 * of the site's: nothing to check them against.
 */
export const SERVER_RECORDS: ScoringContext = { featureIds: new Set() };

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
  /** It earns only in a session the tracker opened as a return visit. */
  needsReturning: boolean;
  /** It earns only in a session whose visit count is this number. */
  needsVisit: number | null;
  /** What the event proves about the session (once it earns, or if it earns no points at all). */
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

/**
 * The path of a page URL as page awards count it: without query or fragment, percent-decoded,
 * compatibility-normalised and case-folded, without repeated or trailing slashes; so that `/blog/`,
 * `/BLOG` and `/%62log` are the page `/blog`.
 */
export function pagePath(pageUrl: string | null): string {
  if (!pageUrl) return '/';
  const raw = (pageUrl.startsWith('/') ? pageUrl : safeUrlPath(pageUrl)).split(/[?#]/)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as it was sent.
  }
  const path = decoded
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
  return path.startsWith('/') ? path : `/${path}`;
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
export function nameIn(metadata: Record<string, unknown>): string | null {
  if (typeof metadata.name !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const name = metadata.name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  // Cut by code points: a UTF-16 cut could split a surrogate pair, which PostgreSQL refuses.
  return name.length > 0 ? Array.from(name).slice(0, 100).join('').trim() : null;
}

/** Longer award keys are shortened with a digest, far below the index's limit on a key's size. */
const MAX_AWARD_KEY_BYTES = 512;

function boundedKey(key: string): string {
  if (Buffer.byteLength(key) <= MAX_AWARD_KEY_BYTES) return key;
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return `${Array.from(key).slice(0, 100).join('')}…#${digest}`;
}

type Award = Pick<EventScore, 'points' | 'awardKey' | 'capTimes' | 'unscored'>;

const nothing = (unscored: UnscoredReason): Award => ({
  points: 0,
  awardKey: null,
  capTimes: null,
  unscored,
});

const award = (points: number, key: string): Award => ({
  points,
  awardKey: boundedKey(key),
  capTimes: null,
  unscored: null,
});

function awardOf(
  { eventType, origin, pageUrl, metadata }: LedgerEvent,
  email: string | null,
  context: ScoringContext,
): Award {
  const policy = policyOf(eventType);
  if (!policy) return nothing('unknown_event');
  if (policy.serverOnly && origin !== 'server') return nothing('claimed_by_browser');
  if (policy.points === 0) return nothing('no_points');
  if (policy.needs === 'email' && email === null) return nothing('no_email');
  const { points, scope } = policy;
  switch (scope.kind) {
    case 'session':
      return award(points, eventType);
    case 'page':
      return award(points, `${eventType}:${pagePath(pageUrl)}`);
    case 'item': {
      const item = scope.item(metadata, context);
      return item === null ? nothing('no_item') : award(points, `${eventType}:${item}`);
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

export function scoreEvent(event: LedgerEvent, context: ScoringContext): EventScore {
  const { eventType, origin, metadata } = event;
  const policy = policyOf(eventType);
  const verified = policy !== null && (!policy.serverOnly || origin === 'server');
  const email = policy?.needs === 'email' || origin === 'server' ? emailIn(metadata) : null;
  const leadKind =
    origin === 'server' && Object.hasOwn(SUBMISSION_LEAD_KINDS, eventType)
      ? SUBMISSION_LEAD_KINDS[eventType as keyof typeof SUBMISSION_LEAD_KINDS]
      : null;
  const leadId = leadKind && isUuid(metadata.leadId) ? metadata.leadId : null;
  const visit = policy?.needs === 'visit_number' ? metadata.visitNumber : null;
  // Named, not spread: V8 (Node 20) builds a spread followed by more properties on a slow path, which
  // cost about 5 µs of each event's 130 here (scripts/bench-events.ts).
  const { points, awardKey, capTimes, unscored } = awardOf(event, email, context);
  return {
    points,
    awardKey,
    capTimes,
    unscored,
    needsReturning: policy?.needs === 'returning_visitor',
    needsVisit: typeof visit === 'number' ? visit : null,
    fact: verified ? policy.fact : null,
    isPageView: eventType === 'PAGE_VIEW',
    email,
    name: email === null ? null : nameIn(metadata),
    leadId,
    leadKind: leadId ? leadKind : null,
  };
}
