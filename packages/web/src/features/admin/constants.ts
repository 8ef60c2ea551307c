/** Numbers the admin screens share (SPEC section 9). Append only: several screens import this. */

/** How often the analytics screen refetches its reports. */
export const ANALYTICS_POLL_MS = 30_000;

/** Warm lead scores from this one up show orange, from WARM_SCORE_YELLOW_MIN yellow, below that blue. */
export const WARM_SCORE_ORANGE_MIN = 70;
export const WARM_SCORE_YELLOW_MIN = 60;

/** Warm leads are "very close" to hot when their average score exceeds this. */
export const WARM_VERY_CLOSE_AVG = 65;

/** Analytics insights: e-mail capture below this percentage of hot leads is low. */
export const LOW_EMAIL_CAPTURE_PCT = 50;

/** Analytics insights: hot leads below this percentage of sessions is a low conversion rate. */
export const LOW_CONVERSION_PCT = 2;

/** Analytics insights: more warm leads than this (and than hot leads) is worth nurturing. */
export const NURTURE_WARM_MIN = 5;

/** Traffic sources converting above this percentage get a highlighted badge. */
export const SOURCE_HIGHLIGHT_PCT = 5;

/** Feature badges a calculator lead shows before '+N more'. */
export const LEAD_FEATURES_SHOWN = 3;

/** Qualification reasons a hot lead shows before '+N more'. */
export const HOT_LEAD_REASONS_SHOWN = 3;

/** A questionnaire with at least this share of its steps done is 'Partial' (all: 'Complete'). */
export const WORKFLOW_PARTIAL_SHARE = 0.7;
