/**
 * The event policy: what each tracked event is worth and how often it can earn it. One row per event
 * type; live ingestion, `leadline scores recompute`, the hot leads' reasons, the admin's labels and
 * docs/scoring.md all read this table (a test compares the doc with it).
 *
 * Browser-safe plain data: the admin imports it for its labels.
 */
import { ADDITIONAL_VISITS } from './vocabulary';

/** The facts a session can prove, most telling first: a hot lead's qualification reasons, in rank order. */
export const SESSION_REASONS = [
  { reason: 'calculator_submitted', label: 'Submitted the calculator' },
  { reason: 'contact_form_submitted', label: 'Sent a contact message' },
  { reason: 'finished_questionnaire', label: 'Finished the questionnaire' },
  { reason: 'booked_call', label: 'Booked a call' },
  { reason: 'email_captured', label: 'Left an e-mail address' },
  { reason: 'exit_intent_converted', label: 'Converted on exit intent' },
  { reason: 'discussed_pricing', label: 'Discussed pricing' },
  { reason: 'used_calculator', label: 'Used the calculator' },
  { reason: 'started_contact_form', label: 'Started the contact form' },
  { reason: 'viewed_services', label: 'Viewed services' },
  { reason: 'viewed_portfolio', label: 'Viewed the portfolio' },
  { reason: 'read_blog_post', label: 'Read a blog post to the end' },
  { reason: 'five_minutes_on_site', label: 'Five minutes on a page' },
  { reason: 'deep_scroll', label: 'Scrolled 75% of a page' },
  { reason: 'multiple_pages_viewed', label: 'Viewed three or more pages', derived: true },
  { reason: 'returning_visitor', label: 'Came back', derived: true },
  { reason: 'high_intent_source', label: 'Came from search or e-mail', derived: true },
  { reason: 'viewed_contact_form', label: 'Viewed the contact form' },
] as const;

export type QualificationReason = (typeof SESSION_REASONS)[number]['reason'];
export const QUALIFICATION_REASONS: readonly QualificationReason[] = SESSION_REASONS.map(
  (row) => row.reason,
);

/** A fact an event proves (the derived reasons come from the session, not from one event). */
export type SessionFact = Exclude<
  QualificationReason,
  'multiple_pages_viewed' | 'returning_visitor' | 'high_intent_source'
>;

/**
 * What an item is checked against that is the site's own, not the policy's: the ids of its calculator's
 * features (the site folder's catalogue, as the server read it at start).
 */
export interface ItemContext {
  featureIds: ReadonlySet<string>;
}

/**
 * How often an event type earns its points in one session:
 * - `session`: once;
 * - `page`: once per page path (query and fragment ignored);
 * - `item`: once per item its metadata names (`item` reads and checks it, against the site's own
 *   lists where it names one of their entries; null names nothing valid);
 * - `capped`: each time, up to `maxPoints` in all.
 */
export type AwardScope =
  | { kind: 'session' }
  | { kind: 'page' }
  | {
      kind: 'item';
      noun: string;
      item: (metadata: Record<string, unknown>, site: ItemContext) => string | null;
    }
  | { kind: 'capped'; maxPoints: number };

/**
 * What must be true for an event to earn, beyond its scope: a valid e-mail address in its metadata;
 * a session the tracker opened as a return visit; a visit number equal to the session's visit count.
 */
export type EventEvidence = 'email' | 'returning_visitor' | 'visit_number';

export interface EventPolicy {
  /** What the admin calls it. */
  label: string;
  /** SPEC section 9. */
  points: number;
  scope: AwardScope;
  /** Only the server's own record earns it (a submission the server stored); the browser's claim does not. */
  serverOnly: boolean;
  /** What the event proves about its session, if it earns (or needs no) points. */
  fact: SessionFact | null;
  needs: EventEvidence | null;
}

const once = { kind: 'session' } as const;
const perPage = { kind: 'page' } as const;
const capped = (maxPoints: number) => ({ kind: 'capped', maxPoints }) as const;

/**
 * A short text from the metadata, as an item: compatibility-normalised (NFKC), case-folded, with its
 * whitespace collapsed, at most 100 characters; so that spellings of one term count as one.
 */
const textItem =
  (field: string) =>
  (metadata: Record<string, unknown>): string | null => {
    const value = metadata[field];
    if (typeof value !== 'string') return null;
    const item = value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
    return item.length > 0 && [...item].length <= 100 ? item : null;
  };

function visitNumberItem(metadata: Record<string, unknown>): string | null {
  const visit = metadata.visitNumber;
  return typeof visit === 'number' &&
    Number.isInteger(visit) &&
    visit >= ADDITIONAL_VISITS.first &&
    visit <= ADDITIONAL_VISITS.last
    ? String(visit)
    : null;
}

/** A feature of the site's catalogue: an id it does not have names nothing that can score. */
function featureItem(metadata: Record<string, unknown>, site: ItemContext): string | null {
  const id = metadata.featureId;
  return typeof id === 'string' && site.featureIds.has(id) ? id : null;
}

const row = (
  label: string,
  points: number,
  scope: AwardScope,
  fact: SessionFact | null = null,
  { serverOnly = false, needs = null }: { serverOnly?: boolean; needs?: EventEvidence | null } = {},
): EventPolicy => ({ label, points, scope, serverOnly, fact, needs });
const serverOnly = { serverOnly: true };

export const EVENT_POLICY = {
  CALCULATOR_SUBMITTED: row('Calculator submitted', 30, once, 'calculator_submitted', serverOnly),
  CONTACT_FORM_SUBMITTED: row(
    'Contact form submitted',
    30,
    once,
    'contact_form_submitted',
    serverOnly,
  ),
  // Scores like the contact form: the questionnaire is the most qualified lead the site collects.
  WORKFLOW_SUBMITTED: row('Questionnaire finished', 30, once, 'finished_questionnaire', serverOnly),
  // A call booked on /book: a person with an address and a time, scored like a contact form.
  CALL_BOOKED: row('Call booked', 30, once, 'booked_call', serverOnly),
  EXIT_INTENT_CONVERTED: row('Exit intent converted', 25, once, 'exit_intent_converted', {
    needs: 'email',
  }),
  SERVICES_PAGE_VIEWED: row('Services page viewed', 20, once, 'viewed_services'),
  PRICING_DISCUSSED: row('Pricing discussed', 20, once, 'discussed_pricing'),
  CALCULATOR_STARTED: row('Calculator started', 15, once, 'used_calculator'),
  CONTACT_FORM_STARTED: row('Contact form started', 15, once, 'started_contact_form'),
  BLOG_POST_READ_FULLY: row(
    'Blog post read to the end',
    12,
    { kind: 'item', noun: 'post', item: textItem('slug') },
    'read_blog_post',
  ),
  RETURN_VISITOR: row('Return visit', 10, once, null, { needs: 'returning_visitor' }),
  CALCULATOR_FEATURE_SELECTED: row(
    'Calculator feature selected',
    10,
    { kind: 'item', noun: 'feature', item: featureItem },
    'used_calculator',
  ),
  PORTFOLIO_VIEWED: row('Portfolio viewed', 10, once, 'viewed_portfolio'),
  VIDEO_WATCHED: row('Video watched', 8, capped(16)),
  SOCIAL_SHARE: row('Shared on social media', 8, capped(16)),
  ADDITIONAL_VISIT: row(
    'Additional visit',
    8,
    { kind: 'item', noun: 'visit', item: visitNumberItem },
    null,
    { needs: 'visit_number' },
  ),
  EMAIL_CAPTURED: row('E-mail captured', 5, once, 'email_captured', { needs: 'email' }),
  PAGE_VIEW: row('Page view', 5, perPage),
  SCROLL_50: row('Scrolled 50%', 5, perPage),
  SCROLL_75: row('Scrolled 75%', 5, perPage, 'deep_scroll'),
  TIME_2_MIN: row('Two minutes on the page', 5, perPage),
  TIME_5_MIN: row('Five minutes on the page', 5, perPage, 'five_minutes_on_site'),
  CTA_CLICKED: row('Call to action clicked', 5, {
    kind: 'item',
    noun: 'call to action',
    item: textItem('cta'),
  }),
  GLOSSARY_TERM_VIEWED: row('Glossary term viewed', 5, {
    kind: 'item',
    noun: 'term',
    item: textItem('term'),
  }),
  TESTIMONIAL_READ: row('Testimonial read', 5, capped(15)),
  FAQ_EXPANDED: row('FAQ expanded', 5, capped(15)),
  SCROLL_25: row('Scrolled 25%', 3, perPage),
  TIME_30_SEC: row('30 seconds on the page', 3, perPage),
  NAVIGATION_CLICK: row('Navigation click', 3, capped(9)),
  EXTERNAL_LINK_CLICK: row('External link click', 3, capped(9)),
  IMAGE_VIEWED: row('Image viewed', 3, capped(9)),
  CONTACT_FORM_VIEWED: row('Contact form viewed', 0, once, 'viewed_contact_form'),
} as const satisfies Record<string, EventPolicy>;

export type KnownEventType = keyof typeof EVENT_POLICY;

export function policyOf(eventType: string): EventPolicy | null {
  return Object.hasOwn(EVENT_POLICY, eventType) ? EVENT_POLICY[eventType as KnownEventType] : null;
}

/** The submissions the server records, and the kind of lead each links a hot lead to. */
export const SUBMISSION_LEAD_KINDS = {
  CALCULATOR_SUBMITTED: 'calculator',
  CONTACT_FORM_SUBMITTED: 'contact',
  WORKFLOW_SUBMITTED: 'questionnaire',
} as const satisfies Partial<Record<KnownEventType, string>>;
export type LeadKind = (typeof SUBMISSION_LEAD_KINDS)[keyof typeof SUBMISSION_LEAD_KINDS];

/** Why an event earned nothing; stored with it in the ledger. */
export const UNSCORED_REASONS = [
  'unknown_event',
  'no_points',
  'claimed_by_browser',
  'no_item',
  'already_counted',
  'cap_reached',
  'no_email',
  'not_this_visit',
] as const;
export type UnscoredReason = (typeof UNSCORED_REASONS)[number];

/** The admin's name for an event type: its label, or the type itself when the policy does not know it. */
export function eventLabel(eventType: string): string {
  return policyOf(eventType)?.label ?? eventType;
}

/**
 * Why an event earned 0 points, in words, for the session timeline. `awardKey` is what it would have
 * been counted under (`PAGE_VIEW:/blog`, `GLOSSARY_TERM_VIEWED:mvp`, `RETURN_VISITOR`).
 */
export function explainUnscored(
  eventType: string,
  reason: UnscoredReason,
  awardKey: string | null,
): string {
  const policy = policyOf(eventType);
  const counted = awardKey?.includes(':') ? awardKey.slice(awardKey.indexOf(':') + 1) : null;
  switch (reason) {
    case 'unknown_event':
      return 'not an event Leadline scores';
    case 'no_points':
      return 'earns no points; it records what the visitor did';
    case 'claimed_by_browser':
      return "claimed by the browser; only the server's record of a submission scores";
    case 'no_item':
      return policy?.scope.kind === 'item'
        ? `names no ${policy.scope.noun} that can score`
        : 'names nothing that can score';
    case 'already_counted':
      if (policy?.scope.kind === 'page' && counted) return `already counted for ${counted}`;
      if (policy?.scope.kind === 'item' && counted)
        return `already counted for ${policy.scope.noun} ${counted}`;
      return 'already counted in this session';
    case 'cap_reached':
      return policy?.scope.kind === 'capped'
        ? `cap reached (${policy.scope.maxPoints} points a session)`
        : 'cap reached';
    case 'no_email':
      return 'names no valid e-mail address';
    case 'not_this_visit':
      return policy?.needs === 'returning_visitor'
        ? 'the session is a first visit'
        : "the session's visit count does not match";
  }
}
