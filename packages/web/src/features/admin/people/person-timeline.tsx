import { formatDay, formatTime } from '../../../lib/format';
import { statusLabel } from '@leadline/domain';
import type { TimelineItem } from './api';
import { ReminderEntry } from '../follow-up/reminder-entry';

const KIND_LABELS: Record<TimelineItem['type'], string> = {
  visit: 'Visit',
  calculator: 'Calculator',
  contact: 'Contact',
  questionnaire: 'Questionnaire',
  hot_lead: 'Hot lead',
  capture: 'Capture',
  newsletter: 'Newsletter',
  status: 'Status',
  note: 'Note',
  message: 'E-mail',
  reminder: 'Reminder',
};

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs whitespace-nowrap text-muted-foreground">
      {formatDay(at)} {formatTime(at)}
    </time>
  );
}

/** The person's merged timeline, newest first; a visit's events open on demand. */
export function PersonTimeline({
  items,
  onViewSession,
}: {
  items: TimelineItem[];
  onViewSession: (sessionId: string) => void;
}) {
  if (items.length === 0) return <p className="text-muted-foreground">Nothing yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Timeline, newest first">
      {items.map((item, index) => (
        <li key={`${item.type}-${item.at}-${index}`} className="rounded-lg border bg-card p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {KIND_LABELS[item.type]}
            </span>
            <When at={item.at} />
          </div>
          <TimelineBody item={item} onViewSession={onViewSession} />
        </li>
      ))}
    </ol>
  );
}

function TimelineBody({
  item,
  onViewSession,
}: {
  item: TimelineItem;
  onViewSession: (sessionId: string) => void;
}) {
  switch (item.type) {
    case 'visit': {
      const points = item.events.reduce((sum, event) => sum + event.points, 0);
      return (
        <div className="mt-1 space-y-2">
          <p className="font-medium">
            {item.events.length} events, {points} points · score {item.score} · {item.source},{' '}
            {item.deviceType}
          </p>
          {item.events.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm text-primary">Show the events</summary>
              <ul className="mt-2 space-y-1 text-sm">
                {item.events.map((event, index) => (
                  <li key={index} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {event.label}
                      {event.page ? (
                        <span className="text-muted-foreground"> · {event.page}</span>
                      ) : null}
                    </span>
                    <span className="font-medium">+{event.points}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <button
            type="button"
            className="text-sm text-primary underline-offset-4 hover:underline"
            onClick={() => onViewSession(item.sessionId)}
          >
            View Session
          </button>
        </div>
      );
    }
    case 'note':
      return (
        <div className="mt-1">
          <p className="break-words whitespace-pre-wrap">{item.body}</p>
          {item.by && <p className="text-xs text-muted-foreground">by {item.by}</p>}
        </div>
      );
    case 'status':
      return (
        <p className="mt-1 font-medium">
          {item.title}
          {item.by && <span className="font-normal text-muted-foreground"> · by {item.by}</span>}
        </p>
      );
    case 'message':
      return (
        <p className="mt-1 font-medium break-words">
          {item.title}{' '}
          <span className="font-normal text-muted-foreground">({statusLabel(item.status)})</span>
          {item.by && <span className="font-normal text-muted-foreground"> · by {item.by}</span>}
        </p>
      );
    case 'reminder':
      return <ReminderEntry item={item} />;
    case 'capture':
    case 'newsletter':
      return <p className="mt-1 font-medium">{item.title}</p>;
    default:
      return (
        <div className="mt-1">
          <p className="font-medium">{item.title}</p>
          {item.detail && (
            <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
              {item.detail}
            </p>
          )}
        </div>
      );
  }
}
