import {
  BOOKING_LIMITS,
  minutesOfDay,
  WEEKDAYS,
  type BookingSettings,
  type DayInterval,
  type Weekday,
} from '@leadline/domain';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

type WeeklyHours = BookingSettings['weeklyHours'];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The interval "Add hours" adds: the working day, or an hour after the day's last interval. */
export function nextInterval(intervals: readonly DayInterval[]): DayInterval {
  const last = intervals.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOfDay(last.end) + 60, 22 * 60);
  return { start: hhmm(start), end: hhmm(Math.min(start + 60, 23 * 60 + 59)) };
}

/** The first message `errors` holds for a day (keys such as `weeklyHours.mon.0`). */
export const dayError = (errors: Record<string, string>, day: Weekday): string | undefined =>
  Object.entries(errors).find(
    ([key]) => key === `weeklyHours.${day}` || key.startsWith(`weeklyHours.${day}.`),
  )?.[1];

const TIME =
  'h-9 w-28 rounded-md border bg-background px-2 text-sm aria-invalid:border-destructive';

interface BookingHoursProps {
  value: WeeklyHours;
  onChange: (value: WeeklyHours) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}

/** Each weekday's open hours as intervals (none: no calls that day), added and removed freely. */
export function BookingHours({ value, onChange, errors, readOnly }: BookingHoursProps) {
  const id = useId();
  const setDay = (day: Weekday, intervals: DayInterval[]) =>
    onChange({ ...value, [day]: intervals });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Weekly hours</legend>
      {WEEKDAYS.map((day) => {
        const intervals = value[day];
        const label = WEEKDAY_LABELS[day];
        const error = dayError(errors, day);
        const errorId = `${id}-${day}-error`;
        return (
          <div
            key={day}
            className="grid gap-2 border-b pb-3 last:border-b-0 sm:grid-cols-[7rem_1fr]"
          >
            <p className="pt-2 text-sm font-medium" id={`${id}-${day}`}>
              {label}
            </p>
            <div role="group" aria-labelledby={`${id}-${day}`} className="space-y-2">
              {intervals.length === 0 && (
                <p className="pt-2 text-sm text-muted-foreground">No calls</p>
              )}
              {intervals.map((interval, index) => {
                const set = (field: keyof DayInterval, time: string) =>
                  setDay(
                    day,
                    intervals.map((old, at) => (at === index ? { ...old, [field]: time } : old)),
                  );
                return (
                  <div key={index} className="flex flex-wrap items-center gap-2">
                    <input
                      type="time"
                      aria-label={`${label} ${index + 1}: from`}
                      className={TIME}
                      value={interval.start}
                      required
                      readOnly={readOnly}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => set('start', event.target.value)}
                    />
                    <span aria-hidden>–</span>
                    <input
                      type="time"
                      aria-label={`${label} ${index + 1}: until`}
                      className={TIME}
                      value={interval.end}
                      required
                      readOnly={readOnly}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => set('end', event.target.value)}
                    />
                    {!readOnly && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${label} ${interval.start}–${interval.end}`}
                        onClick={() =>
                          setDay(
                            day,
                            intervals.filter((_, at) => at !== index),
                          )
                        }
                      >
                        <XIcon className="h-4 w-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                );
              })}
              {!readOnly && intervals.length < BOOKING_LIMITS.intervalsPerDay && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Add hours on ${label}`}
                  onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                >
                  <PlusIcon className="h-4 w-4" aria-hidden />
                  Add hours
                </Button>
              )}
              {error && (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
