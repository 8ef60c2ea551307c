import {
  bookingMonthLabel,
  MAX_SLOTS_LEFT,
  parseAvailability,
  slotsRemainingLabel,
  type Availability,
  type AvailabilitySetting,
} from '@leadline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { toast } from '../../../components/toasts/toast-store';
import { rememberAvailability } from '../../../lib/availability';
import { HttpError } from '../../../lib/http';
import { saveAvailability, settingsKeys } from './api';

/** What the site says with this availability, as the home page's banner says it. */
export const bannerText = ({ month, slotsLeft }: Availability) =>
  `Currently Booking: ${bookingMonthLabel(month)} · ${slotsRemainingLabel(slotsLeft)}`;

/**
 * The booking month and the slots left: checked with the schema the server uses before it is sent,
 * then saved; the site's pages show it from then on.
 */
export function AvailabilityForm({ saved }: { saved: AvailabilitySetting }) {
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(saved.month);
  const [slots, setSlots] = useState(String(saved.slotsLeft));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.availability(), answer);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      rememberAvailability(answer);
      toast({
        title: 'Availability saved',
        description: `The site now says: ${bannerText(answer)}.`,
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAvailability({
      month: month.trim(),
      slotsLeft: /^\s*-?\d+\s*$/.test(slots) ? Number(slots) : slots,
    });
    setProblems('fields' in parsed ? parsed.fields : {});
    if ('value' in parsed) save.mutate(parsed.value);
  };
  const errors = {
    ...(save.error instanceof HttpError ? save.error.fieldErrors : {}),
    ...problems,
  };
  const general =
    errors.body ??
    (save.error && !errors.month && !errors.slotsLeft
      ? save.error instanceof HttpError
        ? save.error.serverMessage
        : 'The availability could not be saved. Please try again.'
      : undefined);
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Availability">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Booking month"
          type="month"
          required
          min="2000-01"
          max="2099-12"
          placeholder="YYYY-MM"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          error={errors.month}
        />
        <InputField
          label="Slots left"
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={MAX_SLOTS_LEFT}
          step={1}
          value={slots}
          onChange={(event) => setSlots(event.target.value)}
          error={errors.slotsLeft}
        />
      </div>
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      </div>
    </form>
  );
}
