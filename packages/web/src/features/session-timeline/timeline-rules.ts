/** How a session's events read in the timeline. */
import { bandOf, type ScoreBand } from '@leadline/tracker/vocabulary';

const ACRONYMS = new Set(['CTA', 'FAQ', 'MVP', 'API', 'URL']);

/** 'CALCULATOR_FEATURE_SELECTED' → 'Calculator feature selected'; 'CTA_CLICKED' → 'CTA clicked'. */
export function eventLabel(eventType: string): string {
  const words = eventType
    .split('_')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The band a score entered when it went from `before` to `after`, or null if it stayed or fell. */
export function bandReached(before: number, after: number): Exclude<ScoreBand, 'cold'> | null {
  const band = bandOf(after);
  if (band === 'cold' || after <= before || bandOf(before) === band) return null;
  return band;
}

/** Whole seconds from `start` to `at`, never negative. */
export const secondsBetween = (start: string, at: string): number =>
  Math.max(0, Math.round((new Date(at).getTime() - new Date(start).getTime()) / 1000));
