import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { formatDay, formatShortDuration, formatTime } from '../../lib/format';
import { HttpError } from '../../lib/http';
import { sessionTimelineQuery, type TimelineEvent } from './api';
import { bandReached, eventLabel, secondsBetween } from './timeline-rules';

interface Row extends TimelineEvent {
  /** Seconds since the session started. */
  offset: number;
  /** The score before this event. */
  before: number;
}

const columns: Column<Row>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: ({ row }) => (
      <>
        <span className="block whitespace-nowrap">{formatTime(row.original.at)}</span>
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          +{formatShortDuration(row.original.offset)}
        </span>
      </>
    ),
  },
  {
    id: 'event',
    header: 'Event',
    cell: ({ row }) => {
      const reached = bandReached(row.original.before, row.original.runningScore);
      return (
        <>
          <span className="block font-medium">{eventLabel(row.original.eventType)}</span>
          {row.original.eventCategory ? (
            <span className="text-xs text-muted-foreground">{row.original.eventCategory}</span>
          ) : null}
          {reached ? (
            // A block wrapper: the kit's Badge is inline-flex, which a `block` class cannot override.
            <span className="mt-1 block">
              <Badge className="whitespace-nowrap">Became {reached}</Badge>
            </span>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'page',
    header: 'Page',
    cell: ({ row }) => <span className="break-words">{row.original.page ?? '-'}</span>,
  },
  {
    id: 'points',
    header: 'Points',
    cell: ({ row }) => (row.original.points > 0 ? `+${row.original.points}` : row.original.points),
  },
  {
    id: 'score',
    header: 'Score',
    cell: ({ row }) => <span className="font-semibold">{row.original.runningScore}</span>,
  },
];

function rowsOf(start: string, events: readonly TimelineEvent[]): Row[] {
  return events.map((event, index) => ({
    ...event,
    offset: secondsBetween(start, event.at),
    before: index === 0 ? 0 : (events[index - 1]?.runningScore ?? 0),
  }));
}

/** A session's events in order: when, what, where, the points earned and the score after each. */
export function SessionTimeline({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(
    sessionTimelineQuery(sessionId),
  );
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading session...
      </p>
    );
  }
  if (isError) {
    const gone = error instanceof HttpError && error.status === 404;
    return (
      <div role="alert" className="space-y-3">
        <p className="font-semibold text-destructive">Unable to load this session</p>
        <p className="text-sm text-muted-foreground">
          {gone ? 'This session no longer exists.' : 'Please try again in a moment.'}
        </p>
        {gone ? null : (
          <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  const { session, events } = data;
  const facts: [string, string][] = [
    ['Score', String(session.score)],
    ['Pages viewed', String(session.pagesViewed)],
    ['Started', `${formatDay(session.createdAt)}, ${formatTime(session.createdAt)}`],
    ['Landing page', session.landingPage ?? '/'],
    ['Source', session.source ?? 'direct'],
    ['Device', session.deviceType ?? 'Unknown'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {events.length === 0 ? (
        <p className="text-muted-foreground">No events recorded for this session.</p>
      ) : (
        <DataTable
          caption="Events of this session in order, with the points each earned and the score after it"
          columns={columns}
          data={rowsOf(session.createdAt, events)}
          getRowId={(row) => String(row.id)}
        />
      )}
    </div>
  );
}
