import { zoneDate, type Slot } from '@leadline/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, GlobeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { slotsQuery } from './api';
import { BOOKING_TEXT } from './page-copy';
import { groupSlotsByDay, MAX_WEEKS_AHEAD, weekFrom, weekLabel, zoneLabel } from './slot-days';

interface SlotPickerProps {
  /** The visitor's time zone: days and times are shown in it. */
  timeZone: string;
  onPick: (slot: Slot) => void;
  /** The slot chosen now (its start), marked pressed. */
  selected?: string;
  /** The page shown (0: the week from today), kept by the caller across steps. */
  week: number;
  onWeekChange: (week: number) => void;
}

/**
 * The free slots a week at a time, by the visitor's day: each day a labelled group of buttons, one
 * per start time. Browser only (the zone and the date are the visitor's).
 */
export function SlotPicker({ timeZone, onPick, selected, week, onWeekChange }: SlotPickerProps) {
  // The visitor's date when the picker opened: the first week starts there.
  const [today] = useState(() => zoneDate(Date.now(), timeZone));
  const from = weekFrom(today, week);
  const slots = useQuery(slotsQuery(from));
  const id = useId();
  const days = slots.data ? groupSlotsByDay(slots.data.slots, timeZone) : [];

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <GlobeIcon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          Times are shown in your time zone:{' '}
          <span className="font-medium text-foreground">{zoneLabel(timeZone)}</span>
        </span>
      </p>
      <nav aria-label="Weeks" className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={week === 0}
          onClick={() => onWeekChange(Math.max(0, week - 1))}
        >
          <ChevronLeftIcon className="h-4 w-4" aria-hidden />
          Previous week
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {weekLabel(from)}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={week >= MAX_WEEKS_AHEAD}
          onClick={() => onWeekChange(week + 1)}
        >
          Next week
          <ChevronRightIcon className="h-4 w-4" aria-hidden />
        </Button>
      </nav>
      {slots.isPending ? (
        <p role="status" className="py-6 text-center text-muted-foreground">
          {BOOKING_TEXT.loadingSlots}
        </p>
      ) : slots.isError ? (
        <div role="alert" className="space-y-3 py-6 text-center">
          <p className="text-destructive">{BOOKING_TEXT.slotsFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
            Try again
          </Button>
        </div>
      ) : days.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {BOOKING_TEXT.noSlots}
          {week < MAX_WEEKS_AHEAD && ' Try the next week.'}
        </p>
      ) : (
        <ul className="space-y-5">
          {days.map((day) => (
            <li key={day.date}>
              <h3 id={`${id}-${day.date}`} className="mb-2 text-sm font-semibold">
                {day.label}
              </h3>
              <div
                role="group"
                aria-labelledby={`${id}-${day.date}`}
                className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
              >
                {day.slots.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    aria-pressed={selected === undefined ? undefined : selected === slot.start}
                    onClick={() => onPick({ start: slot.start, end: slot.end })}
                    className={cn(
                      'h-10 rounded-md border px-2 text-sm font-medium transition hover:border-primary hover:bg-muted',
                      selected === slot.start &&
                        'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {slot.label}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
