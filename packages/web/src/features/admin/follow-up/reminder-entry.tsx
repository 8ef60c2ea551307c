/** A reminder on the person's timeline: when it is due, its note, who set it, whether it is done. */
import { formatDay } from '../../../lib/format';
import type { TimelineItem } from '../people/api';

export function ReminderEntry({ item }: { item: Extract<TimelineItem, { type: 'reminder' }> }) {
  return (
    <p className="mt-1 font-medium break-words">
      Follow up on {formatDay(item.dueAt)}
      {item.note ? `: ${item.note}` : ''}{' '}
      <span className="font-normal text-muted-foreground">
        ({item.done ? 'Done' : 'To do'}){item.by ? ` · by ${item.by}` : ''}
      </span>
    </p>
  );
}
