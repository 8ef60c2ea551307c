import type { Fit, Json } from '@leadline/domain';
import { FitBadge } from './fit-badge';

/** "62 points" (or "—" without a session) and the fit badge beside it, as the lead lists show them. */
export function ScoreAndFit({ score, fit }: { score: number | null; fit: Json<Fit> | null }) {
  return (
    <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
      {score === null ? (
        <span className="text-muted-foreground" title="Sent without a tracked visit">
          —
        </span>
      ) : (
        <span>
          <span className="font-semibold">{score}</span>{' '}
          <span className="text-muted-foreground">points</span>
        </span>
      )}
      <FitBadge fit={fit} />
    </div>
  );
}
