import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { formatDay, formatTime } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { sessionTimelineQuery } from './api';
import { TimelineTable } from './timeline-table';

/** A session: where it came from (its first touch), and its events with their points. */
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
  const campaign = [session.utmSource, session.utmMedium, session.utmCampaign]
    .filter(Boolean)
    .join(' / ');
  if (campaign) facts.push(['Campaign', campaign]);
  if (session.referrer) facts.push(['Referrer', session.referrer]);
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
        <TimelineTable start={session.createdAt} events={events} />
      )}
    </div>
  );
}
