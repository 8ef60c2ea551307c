/**
 * A hot lead's qualification reasons: snake_case facts about its session, most telling first (the
 * admin shows the first three). The reasons and their rank are the event policy's SESSION_REASONS;
 * facts come from events, three are derived from the session itself (ledger-sql.ts writes them in
 * SQL, in the hot-lead upsert).
 */
import { HOT_LEAD_THRESHOLD, QUALIFICATION_REASONS } from '@leadline/domain';

export { QUALIFICATION_REASONS };
export type { QualificationReason } from '@leadline/domain';

export const MULTIPLE_PAGES = 3;
/**
 * A session converted when it submitted the calculator, the contact form or the whole questionnaire,
 * or booked a call (each verified by the server).
 */
export const CONVERSION_FACTS = [
  'calculator_submitted',
  'contact_form_submitted',
  'finished_questionnaire',
  'booked_call',
] as const;
export const HIGH_INTENT_SOURCES = ['search', 'email'] as const;

export { HOT_LEAD_THRESHOLD };
