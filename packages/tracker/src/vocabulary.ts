/**
 * The event vocabulary, shared by the tracker and the server: each event type's points (SPEC section 9)
 * and the rule that gives its category. The server scores with this table; the client's value is advisory.
 */
export const EVENT_POINTS = {
  CALCULATOR_SUBMITTED: 30,
  CONTACT_FORM_SUBMITTED: 30,
  EXIT_INTENT_CONVERTED: 25,
  SERVICES_PAGE_VIEWED: 20,
  PRICING_DISCUSSED: 20,
  CALCULATOR_STARTED: 15,
  CONTACT_FORM_STARTED: 15,
  BLOG_POST_READ_FULLY: 12,
  RETURN_VISITOR: 10,
  CALCULATOR_FEATURE_SELECTED: 10,
  PORTFOLIO_VIEWED: 10,
  VIDEO_WATCHED: 8,
  SOCIAL_SHARE: 8,
  ADDITIONAL_VISIT: 8,
  EMAIL_CAPTURED: 5,
  PAGE_VIEW: 5,
  SCROLL_50: 5,
  SCROLL_75: 5,
  TIME_2_MIN: 5,
  TIME_5_MIN: 5,
  CTA_CLICKED: 5,
  GLOSSARY_TERM_VIEWED: 5,
  TESTIMONIAL_READ: 5,
  FAQ_EXPANDED: 5,
  SCROLL_25: 3,
  TIME_30_SEC: 3,
  NAVIGATION_CLICK: 3,
  EXTERNAL_LINK_CLICK: 3,
  IMAGE_VIEWED: 3,
  CONTACT_FORM_VIEWED: 0,
} as const satisfies Record<string, number>;

export type KnownEventType = keyof typeof EVENT_POINTS;

export const EVENT_CATEGORIES = ['conversion', 'intent', 'engagement', 'navigation'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Points the server awards for an event type; unknown types earn nothing. */
export function pointsFor(eventType: string): number {
  return Object.hasOwn(EVENT_POINTS, eventType) ? EVENT_POINTS[eventType as KnownEventType] : 0;
}

/** SPEC section 9: SUBMITTED is conversion, STARTED or CLICKED intent, SCROLL or TIME engagement,
 * PAGE or NAVIGATION navigation, anything else engagement; checked in that order. */
export function categoryOf(eventType: string): EventCategory {
  // Regular expressions rather than includes(): the same rule in fewer bytes of tracker.js.
  if (/SUBMITTED/.test(eventType)) return 'conversion';
  if (/STARTED|CLICKED/.test(eventType)) return 'intent';
  if (/SCROLL|TIME/.test(eventType)) return 'engagement';
  if (/PAGE|NAVIGATION/.test(eventType)) return 'navigation';
  return 'engagement';
}

export const HOT_LEAD_THRESHOLD = 75;
export const WARM_LEAD_THRESHOLD = 50;
export const ENGAGED_THRESHOLD = 25;

/** Score bands of SPEC section 9, highest first. */
export const SCORE_BANDS = [
  { band: 'hot', min: HOT_LEAD_THRESHOLD },
  { band: 'warm', min: WARM_LEAD_THRESHOLD },
  { band: 'engaged', min: ENGAGED_THRESHOLD },
  { band: 'cold', min: 0 },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

/** ADDITIONAL_VISIT events carry metadata.visitNumber: visits 3 to 7, five at most per visitor. */
export const ADDITIONAL_VISITS = { first: 3, last: 7 } as const;

export function bandOf(score: number): ScoreBand {
  return SCORE_BANDS.find((entry) => score >= entry.min)?.band ?? 'cold';
}
