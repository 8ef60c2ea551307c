import { formatDay, formatTime } from '../../../lib/format';

/** 'MMM d, yyyy' with the time of day on a second line. */
export function DateCell({ value }: { value: string }) {
  return (
    <time dateTime={value} className="block whitespace-nowrap">
      {formatDay(value)}
      <span className="block text-xs text-muted-foreground">{formatTime(value)}</span>
    </time>
  );
}
