/**
 * How the server scores one event of the ledger. Pure: the same function serves live ingestion and
 * recomputeScores, so the two cannot disagree. The points table is the tracker's (EVENT_POINTS); the
 * client's own eventValue is never used.
 */
import { ADDITIONAL_VISITS, pointsFor } from '@leadline/tracker/vocabulary';
import { isUuid } from '../db/rows';
import { email as emailField } from '../domain/fields';

export type EventOrigin = 'client' | 'server';

export interface LedgerEvent {
  eventType: string;
  origin: EventOrigin;
  pageUrl: string | null;
  metadata: Record<string, unknown>;
}

export interface EventScore {
  /** Points if the event earns its award (or has none to earn). */
  points: number;
  /** Events that score once claim a key: per page, per session, or per visit number. */
  awardKey: string | null;
  /** What the event proves about the session, for reasons and the warm-lead columns. */
  fact: SessionFact | null;
  isPageView: boolean;
  /** An e-mail address the event attaches to its session. */
  email: string | null;
  leadId: string | null;
  leadKind: LeadKind | null;
}

export type LeadKind = 'calculator' | 'contact';

/** The submissions the server records (each earns its points once per session), and their lead kinds. */
export const SUBMISSION_LEAD_KINDS: Record<string, LeadKind> = {
  CALCULATOR_SUBMITTED: 'calculator',
  CONTACT_FORM_SUBMITTED: 'contact',
};

/** Milestones score once per page and session. */
const ONCE_PER_PAGE = new Set([
  'SCROLL_25',
  'SCROLL_50',
  'SCROLL_75',
  'TIME_30_SEC',
  'TIME_2_MIN',
  'TIME_5_MIN',
]);
const ONCE_PER_SESSION = new Set([
  'RETURN_VISITOR',
  'EMAIL_CAPTURED',
  ...Object.keys(SUBMISSION_LEAD_KINDS),
]);
/** Earned by the verified submission the server records, never by the browser's claim of one. */
export const SUBMISSION_EVENTS = new Set(Object.keys(SUBMISSION_LEAD_KINDS));

export const SESSION_FACTS = {
  CALCULATOR_SUBMITTED: 'calculator_submitted',
  CONTACT_FORM_SUBMITTED: 'contact_form_submitted',
  EMAIL_CAPTURED: 'email_captured',
  EXIT_INTENT_CONVERTED: 'exit_intent_converted',
  PRICING_DISCUSSED: 'discussed_pricing',
  CALCULATOR_STARTED: 'used_calculator',
  CALCULATOR_FEATURE_SELECTED: 'used_calculator',
  CONTACT_FORM_STARTED: 'started_contact_form',
  CONTACT_FORM_VIEWED: 'viewed_contact_form',
  SERVICES_PAGE_VIEWED: 'viewed_services',
  PORTFOLIO_VIEWED: 'viewed_portfolio',
  BLOG_POST_READ_FULLY: 'read_blog_post',
  TIME_5_MIN: 'five_minutes_on_site',
  SCROLL_75: 'deep_scroll',
} as const;

export type SessionFact = (typeof SESSION_FACTS)[keyof typeof SESSION_FACTS];

/** The path of a page URL, without query or fragment: milestones count per path. */
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

export function scoreEvent({ eventType, origin, pageUrl, metadata }: LedgerEvent): EventScore {
  const verified = !SUBMISSION_EVENTS.has(eventType) || origin === 'server';
  let points = verified ? pointsFor(eventType) : 0;
  let awardKey: string | null = null;

  if (ONCE_PER_PAGE.has(eventType)) awardKey = `${eventType}:${pagePath(pageUrl)}`;
  else if (ONCE_PER_SESSION.has(eventType)) awardKey = eventType;
  else if (eventType === 'ADDITIONAL_VISIT') {
    const visitNumber = metadata.visitNumber;
    const valid =
      Number.isInteger(visitNumber) &&
      (visitNumber as number) >= ADDITIONAL_VISITS.first &&
      (visitNumber as number) <= ADDITIONAL_VISITS.last;
    if (valid) awardKey = `ADDITIONAL_VISIT:${visitNumber as number}`;
    else points = 0;
  }

  const fact =
    verified && Object.hasOwn(SESSION_FACTS, eventType)
      ? SESSION_FACTS[eventType as keyof typeof SESSION_FACTS]
      : null;
  const email = eventType === 'EMAIL_CAPTURED' || origin === 'server' ? emailIn(metadata) : null;
  const leadKind = origin === 'server' ? (SUBMISSION_LEAD_KINDS[eventType] ?? null) : null;
  const leadId = leadKind && isUuid(metadata.leadId) ? metadata.leadId : null;

  return {
    points,
    awardKey: points > 0 ? awardKey : null,
    fact,
    isPageView: eventType === 'PAGE_VIEW',
    email,
    leadId,
    leadKind: leadId ? leadKind : null,
  };
}
