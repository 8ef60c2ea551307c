import { bookingRequestSchema, type BookingCreated, type Slot } from '@leadline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheckIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { checkSchema, type FieldErrors } from '../../../lib/schema-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { trackedSessionId } from '../tracking/tracker';
import { bookCall, bookingKeys } from './api';
import { BookingForm, EMPTY_DETAILS, focusFirstError, type BookingDetails } from './booking-form';
import { BOOKING_TEXT } from './page-copy';
import { forgetBookingPrefill, readBookingPrefill } from './prefill';
import { SlotPicker } from './slot-picker';
import { slotWhen, visitorTimeZone, zoneLabel } from './slot-days';
import { useFocusOnChange } from './use-focus-on-change';

type Step =
  { kind: 'pick' } | { kind: 'details'; slot: Slot } | { kind: 'done'; booking: BookingCreated };

const HEADING = 'text-xl font-semibold outline-none';

/**
 * /book's widget: a time, then the visitor's details, then the confirmation. The prerendered page
 * shows the loading line; the visitor's zone and today's date exist only after hydration.
 */
export function BookingWidget() {
  const hydrated = useHydrated();
  const [timeZone] = useState(() => (typeof window === 'undefined' ? 'UTC' : visitorTimeZone()));
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [week, setWeek] = useState(0);
  // Shown from the details step on, after hydration: the prerendered page holds none of it.
  const [values, setValues] = useState<BookingDetails>(() => ({
    ...EMPTY_DETAILS,
    ...(typeof window === 'undefined' ? {} : readBookingPrefill()),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const heading = useFocusOnChange<HTMLHeadingElement>(step.kind);
  const queryClient = useQueryClient();

  const backToSlots = (message: string) => {
    setNotice(message);
    setStep({ kind: 'pick' });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.slots });
  };

  const book = useMutation({
    mutationFn: bookCall,
    onSuccess: (booking) => {
      forgetBookingPrefill();
      setStep({ kind: 'done', booking });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots });
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409)
        return backToSlots(BOOKING_TEXT.taken);
      if (error instanceof HttpError && error.status === 400) {
        const { start, ...fields } = error.fieldErrors;
        if (start) return backToSlots(start);
        setErrors(fields);
        setProblem(Object.keys(fields).length > 0 ? undefined : error.serverMessage);
        focusFirstError(form.current, fields);
        return;
      }
      setProblem(BOOKING_TEXT.failed);
    },
  });

  const pick = (slot: Slot) => {
    setNotice(undefined);
    setProblem(undefined);
    setStep({ kind: 'details', slot });
  };

  const submit = (slot: Slot) => {
    setProblem(undefined);
    const checked = checkSchema(bookingRequestSchema, {
      ...values,
      start: slot.start,
      sessionId: trackedSessionId(),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current, checked.errors);
      return;
    }
    book.mutate(checked.value);
  };

  if (step.kind === 'done') {
    return (
      <div role="status" className="space-y-3 py-4 text-center">
        <CalendarCheckIcon className="mx-auto h-12 w-12 text-success" aria-hidden />
        <h2 ref={heading} tabIndex={-1} className={HEADING}>
          Your call is booked!
        </h2>
        <p className="text-lg font-medium">{slotWhen(step.booking, timeZone)}</p>
        <p className="text-sm text-muted-foreground">Your time zone: {zoneLabel(timeZone)}</p>
        <p>{BOOKING_TEXT.inbox}</p>
        <p className="text-sm text-muted-foreground">
          It has a link to move or cancel the call if your plans change.
        </p>
      </div>
    );
  }

  if (step.kind === 'details') {
    return (
      <div className="space-y-5">
        <div className="space-y-2">
          <h2 ref={heading} tabIndex={-1} className={HEADING}>
            Your details
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted px-3 py-2 text-sm">
            <p>
              <span className="sr-only">Chosen time: </span>
              <span className="font-medium">{slotWhen(step.slot, timeZone)}</span>
            </p>
            <Button variant="outline" size="sm" onClick={() => setStep({ kind: 'pick' })}>
              Change time
            </Button>
          </div>
        </div>
        <BookingForm
          formRef={form}
          values={values}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors(({ [field]: _, ...rest }) => rest);
          }}
          errors={errors}
          problem={problem}
          pending={book.isPending}
          onSubmit={() => submit(step.slot)}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className={HEADING}>
        Pick a time
      </h2>
      {notice && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      {hydrated ? (
        <SlotPicker timeZone={timeZone} onPick={pick} week={week} onWeekChange={setWeek} />
      ) : (
        <p role="status" className="py-6 text-center text-muted-foreground">
          {BOOKING_TEXT.loadingSlots}
        </p>
      )}
    </div>
  );
}
