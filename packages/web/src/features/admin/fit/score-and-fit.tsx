import type { Fit, Json } from '@leadline/domain';
import { FitBadge } from './fit-badge';

/**
 * The fit badge and the session's score ("Fit B", "Score 55"), for a Contact cell's row of badges
 * (the spec's columns have no place of their own for them). No score without a tracked visit; nothing
 * at all for a row without an address.
 */
export function ScoreAndFit({ score, fit }: { score: number | null; fit: Json<Fit> | null }) {
  return (
    <>
      <FitBadge fit={fit} />
      {score !== null && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">Score {score}</span>
      )}
    </>
  );
}

/** Whether ScoreAndFit shows anything. */
export const hasScoreOrFit = (score: number | null, fit: Json<Fit> | null) =>
  fit !== null || score !== null;
