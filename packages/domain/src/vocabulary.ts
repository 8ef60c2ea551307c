/**
 * The event vocabulary shared by the tracker and the server: the rule that gives an event its
 * category, the score bands and the visit numbers. What each event is worth is the server's event
 * policy (event-policy.ts); the tracker does not ship it.
 */
export const EVENT_CATEGORIES = ['conversion', 'intent', 'engagement', 'navigation'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

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
