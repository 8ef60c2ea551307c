/** How a session's events read in the timeline. */
import { bandOf, type ScoreBand } from '@leadline/domain';

/** The band a score entered when it went from `before` to `after`, or null if it stayed or fell. */
export function bandReached(before: number, after: number): Exclude<ScoreBand, 'cold'> | null {
  const band = bandOf(after);
  if (band === 'cold' || after <= before || bandOf(before) === band) return null;
  return band;
}

/** Whole seconds from `start` to `at`, never negative. */
export const secondsBetween = (start: string, at: string): number =>
  Math.max(0, Math.round((new Date(at).getTime() - new Date(start).getTime()) / 1000));
