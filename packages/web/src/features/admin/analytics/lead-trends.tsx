import { lazy, Suspense } from 'react';
import { formatCalendarDay } from '../../../lib/format';
import type { TrendItem } from './api';
import { hasLeads } from './metrics';

// recharts is only fetched when there is a trend to draw.
const TrendsChart = lazy(() => import('./trends-chart'));

const CAPTION = 'Hot, warm and engaged sessions per day, last 7 days';
const cellClass = 'px-3 py-2 text-right tabular-nums';

/** The last 7 days: a chart for the eye and, with the same numbers, a table for everyone. */
export function LeadTrends({ trends }: { trends: readonly TrendItem[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div aria-hidden className="min-w-0">
        <Suspense fallback={<div className="h-[280px]" />}>
          <TrendsChart trends={trends} />
        </Suspense>
      </div>
      <div className="overflow-x-auto" role="region" aria-label={CAPTION} tabIndex={0}>
        <table className="w-full text-sm">
          <caption className="sr-only">{CAPTION}</caption>
          <thead className="border-b text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Day
              </th>
              <th scope="col" className={cellClass}>
                Hot
              </th>
              <th scope="col" className={cellClass}>
                Warm
              </th>
              <th scope="col" className={cellClass}>
                Engaged
              </th>
            </tr>
          </thead>
          <tbody>
            {trends.map((day) => (
              <tr key={day.date} className="border-b last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {formatCalendarDay(day.date, { weekday: true })}
                </th>
                {hasLeads(day) ? (
                  <>
                    <td className={cellClass}>{day.hotLeads}</td>
                    <td className={cellClass}>{day.warmLeads}</td>
                    <td className={cellClass}>{day.engagedLeads}</td>
                  </>
                ) : (
                  <td colSpan={3} className="px-3 py-2 text-right text-muted-foreground">
                    No leads
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
