import { Badge } from '../../../components/ui/badge';
import { formatShortDuration, formatTime } from '../../../lib/format';
import type { TimelineEvent } from './api';
import { bandReached, secondsBetween } from './timeline-rules';

interface Row extends TimelineEvent {
  /** Seconds since the session started. */
  offset: number;
  /** The score before this event. */
  before: number;
}

function rowsOf(start: string, events: readonly TimelineEvent[]): Row[] {
  return events.map((event, index) => ({
    ...event,
    offset: secondsBetween(start, event.at),
    before: index === 0 ? 0 : (events[index - 1]?.runningScore ?? 0),
  }));
}

const CELL = 'px-2 py-3 sm:px-3';
/** The narrow number columns: little padding on a phone, so that POINTS fits its width. */
const NUMBER = 'px-1 py-3 text-right tabular-nums sm:px-3';

/** The columns' widths and header cells; the page column shows from sm up. */
const COLUMNS = [
  { label: 'Time', width: 'w-20 sm:w-28', header: CELL },
  { label: 'Event', width: '', header: CELL },
  {
    label: 'Page',
    width: 'hidden w-[32%] sm:table-column',
    header: `${CELL} hidden sm:table-cell`,
  },
  { label: 'Points', width: 'w-14 sm:w-20', header: NUMBER },
  { label: 'Score', width: 'w-14 sm:w-20', header: NUMBER },
] as const;

/**
 * A session's events in order: when, what (and, for a 0, why), where, the points earned and the score
 * after each. A fixed layout that never scrolls sideways: on a phone the page moves under the event,
 * so that Points and Score always show, from 390 px up.
 */
export function TimelineTable({
  start,
  events,
}: {
  start: string;
  events: readonly TimelineEvent[];
}) {
  return (
    <div className="rounded-xl border bg-card">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">
          Events of this session in order, with the points each earned, why an event earned none,
          and the score after it
        </caption>
        <colgroup>
          {COLUMNS.map(({ label, width }) => (
            <col key={label} className={width} />
          ))}
        </colgroup>
        <thead className="border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map(({ label, header }) => (
              <th key={label} scope="col" className={header}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(start, events).map((row) => (
            <EventRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventRow({ row }: { row: Row }) {
  const reached = bandReached(row.before, row.runningScore);
  return (
    <tr className="border-b align-top last:border-0">
      <td className={`${CELL} text-xs sm:text-sm`}>
        <span className="block">{formatTime(row.at)}</span>
        <span className="text-xs text-muted-foreground">+{formatShortDuration(row.offset)}</span>
      </td>
      <td className={`${CELL} break-words`}>
        <span className="block font-medium">{row.label}</span>
        {row.eventCategory ? (
          <span className="block text-xs text-muted-foreground">{row.eventCategory}</span>
        ) : null}
        <span className="block text-xs break-all text-muted-foreground sm:hidden">
          {row.page ?? '-'}
        </span>
        {row.note ? <span className="mt-1 block text-xs italic">{row.note}</span> : null}
        {reached ? (
          // A block wrapper: the kit's Badge is inline-flex, which a `block` class cannot override.
          <span className="mt-1 block">
            <Badge className="max-w-full">Became {reached}</Badge>
          </span>
        ) : null}
      </td>
      <td className={`${CELL} hidden break-all sm:table-cell`}>{row.page ?? '-'}</td>
      <td className={NUMBER}>{row.points > 0 ? `+${row.points}` : row.points}</td>
      <td className={`${NUMBER} font-semibold`}>{row.runningScore}</td>
    </tr>
  );
}
