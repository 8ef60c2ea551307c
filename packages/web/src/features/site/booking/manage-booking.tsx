import type { BookingCreated, ManagedBooking, Slot } from '@leadline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AppLink } from '../../../lib/app-link';
import { HttpError } from '../../../lib/http';
import { SITE } from '../../../site-config';
import { bookingKeys, cancelBooking, moveBooking } from './api';
import { MoveBooking } from './move-booking';
import { BOOKING_TEXT } from './page-copy';
import { slotWhen, visitorTimeZone, zoneLabel } from './slot-days';
import { useFocusOnChange } from './use-focus-on-change';

type Mode = 'view' | 'moving' | 'moved' | 'cancelled';

const HEADING = 'text-xl font-semibold outline-none';

/** The booked call: its time in the visitor's zone, and moving or cancelling it. */
export function ManageBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const [timeZone] = useState(visitorTimeZone);
  const [mode, setMode] = useState<Mode>(booking.status === 'cancelled' ? 'cancelled' : 'view');
  const [confirming, setConfirming] = useState(false);
  const heading = useFocusOnChange<HTMLHeadingElement>(mode);
  const queryClient = useQueryClient();
  const update = (changes: Partial<ManagedBooking>) =>
    queryClient.setQueryData(bookingKeys.managed(token), { ...booking, ...changes });

  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: () => {
      setConfirming(false);
      update({ status: 'cancelled' });
      setMode('cancelled');
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots });
    },
  });

  const moved = (answer: BookingCreated) => {
    update({ start: answer.start, end: answer.end });
    setMode('moved');
  };

  if (mode === 'cancelled') {
    return (
      <div role="status" className="space-y-4 text-center">
        <h2 ref={heading} tabIndex={-1} className={HEADING}>
          This call is cancelled
        </h2>
        <p className="text-muted-foreground">{slotWhen(booking, timeZone)}</p>
        <AppLink to="/book" activeOptions={{ exact: true }} className={buttonClasses('primary')}>
          Book another time
        </AppLink>
      </div>
    );
  }

  if (mode === 'moving') {
    return (
      <MoveBooking
        heading={heading}
        timeZone={timeZone}
        current={booking}
        move={(slot: Slot) => moveBooking(token, slot.start)}
        onMoved={moved}
        onBack={() => setMode('view')}
      />
    );
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2" role={mode === 'moved' ? 'status' : undefined}>
        <h2 ref={heading} tabIndex={-1} className={HEADING}>
          {mode === 'moved' ? 'Your call is moved' : `Your call with ${SITE.owner.name}`}
        </h2>
        <p className="text-lg font-medium">{slotWhen(booking, timeZone)}</p>
        <p className="text-sm text-muted-foreground">
          Booked for {booking.name} · your time zone: {zoneLabel(timeZone)}
        </p>
        {mode === 'moved' && <p>{BOOKING_TEXT.inbox}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => setMode('moving')}>
          Move to another time
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Cancel the call
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!cancel.isPending) setConfirming(open);
        }}
        title="Cancel this call?"
        description={slotWhen(booking, timeZone)}
      >
        <div className="space-y-4">
          {cancel.isError && (
            <p role="alert" className="text-sm text-destructive">
              {cancel.error instanceof HttpError && cancel.error.status < 500
                ? cancel.error.serverMessage
                : `The call could not be cancelled. Please try again, or email ${SITE.email}.`}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep the call
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel the call'}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
