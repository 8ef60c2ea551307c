import type { AnalyticsSummary } from './api';
import { formatRate, funnelBars } from './metrics';
import { BAND_COLOR } from './palette';

/** Four bars, hot to cold, each a share of all sessions; the numbers are written out beside them. */
export function EngagementFunnel({ summary }: { summary: AnalyticsSummary }) {
  return (
    <ul className="space-y-4">
      {funnelBars(summary).map(({ band, label, count, share }) => (
        <li key={band}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
            <span className="font-medium">{label}</span>
            <span className="text-muted-foreground">
              {count} {count === 1 ? 'session' : 'sessions'} ({formatRate(share)})
            </span>
          </div>
          <div className="mt-1 h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className="h-full rounded-full"
              style={{ width: `${share}%`, backgroundColor: BAND_COLOR[band] }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
