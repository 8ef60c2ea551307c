import { type BookingCreated, type Slot } from '@leadline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { SITE } from '../../../site-config';
import { bookingKeys } from './api';
import { BOOKING_TEXT } from './page-copy';
import { SlotPicker } from './slot-picker';
import { slotWhen } from './slot-days';

interface MoveBookingProps {
  heading: Ref<HTMLHeadingElement>;
  timeZone: string;
  /** The booking's time now. */
  current: Slot;
  move: (slot: Slot) => Promise<BookingCreated>;
  onMoved: (answer: BookingCreated) => void;
  onBack: () => void;
}

/** Another free time for a booked call: picked, then confirmed. */
export function MoveBooking({
  heading,
  timeZone,
  current,
  move,
  onMoved,
  onBack,
}: MoveBookingProps) {
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<Slot>();
  const [notice, setNotice] = useState<string>();
  const confirm = useRef<HTMLButtonElement>(null);
  // The choice made, the next step is the confirmation under the list: focus goes there.
  useEffect(() => {
    if (chosen) confirm.current?.focus();
  }, [chosen]);
  const queryClient = useQueryClient();
  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots });

  const moving = useMutation({
    mutationFn: move,
    onSuccess: (answer) => {
      void refreshSlots();
      onMoved(answer);
    },
    onError: (error) => {
      setChosen(undefined);
      void refreshSlots();
      if (error instanceof HttpError && error.status === 409) setNotice(BOOKING_TEXT.taken);
      else if (error instanceof HttpError && error.status === 400) setNotice(error.serverMessage);
      else setNotice(`The call could not be moved. Please try again, or email ${SITE.email}.`);
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Pick a new time
        </h2>
        <Button variant="outline" size="sm" onClick={onBack}>
          Keep the current time
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Booked now: {slotWhen(current, timeZone)}</p>
      {notice && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <SlotPicker
        timeZone={timeZone}
        selected={chosen?.start ?? ''}
        onPick={(slot) => {
          setNotice(undefined);
          setChosen(slot);
        }}
        week={week}
        onWeekChange={setWeek}
      />
      {chosen && (
        <div className="sticky bottom-2 z-10 flex flex-col gap-3 rounded-md border bg-card p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            New time: <span className="font-medium">{slotWhen(chosen, timeZone)}</span>
          </p>
          <button
            ref={confirm}
            type="button"
            className={buttonClasses()}
            disabled={moving.isPending}
            onClick={() => moving.mutate(chosen)}
          >
            {moving.isPending ? 'Moving...' : 'Move the call'}
          </button>
        </div>
      )}
    </div>
  );
}
