import { BOOKING_LIMITS, parseBookingSettings, type BookingSettings } from '@leadline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { HttpError } from '../../../lib/http';
import { bookingSettingsKeys, saveBookingSettings } from './booking-api';
import { BookingHours } from './booking-hours';

const NUMBERS = [
  { field: 'meetingMinutes', label: 'Meeting length (minutes)', step: 5 },
  { field: 'bufferMinutes', label: 'Buffer between calls (minutes)', step: 5 },
  { field: 'minimumNoticeHours', label: 'Minimum notice (hours)', step: 1 },
  { field: 'horizonDays', label: 'Bookable up to (days ahead)', step: 1 },
] as const;
type NumberField = (typeof NUMBERS)[number]['field'];

/** Every IANA zone the browser knows, and the saved one even if it does not list it (UTC). */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** "Weekdays 09:00-17:00, 30-minute calls": what the visitor's page offers with these settings. */
export function bookingSummary(settings: BookingSettings): string {
  const open = Object.values(settings.weeklyHours).filter((day) => day.length > 0).length;
  return `${settings.meetingMinutes}-minute calls on ${open} day${open === 1 ? '' : 's'} a week, in ${settings.timeZone}, up to ${settings.horizonDays} days ahead.`;
}

/** The owner's booking availability: checked with the server's own schema, then saved. */
export function BookingSettingsForm({ saved }: { saved: BookingSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [weeklyHours, setWeeklyHours] = useState(saved.weeklyHours);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>(() => ({
    meetingMinutes: String(saved.meetingMinutes),
    bufferMinutes: String(saved.bufferMinutes),
    minimumNoticeHours: String(saved.minimumNoticeHours),
    horizonDays: String(saved.horizonDays),
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const zones = useMemo(() => timeZoneOptions(saved.timeZone), [saved.timeZone]);

  const save = useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingSettingsKeys.settings(), answer);
      toast({ title: 'Booking hours saved', description: bookingSummary(answer) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);
    const parsed = parseBookingSettings({
      timeZone,
      weeklyHours,
      meetingMinutes: asNumber(numbers.meetingMinutes),
      bufferMinutes: asNumber(numbers.bufferMinutes),
      minimumNoticeHours: asNumber(numbers.minimumNoticeHours),
      horizonDays: asNumber(numbers.horizonDays),
    });
    setProblems('fields' in parsed ? parsed.fields : {});
    if ('value' in parsed) save.mutate(parsed.value);
  };

  const errors: Record<string, string> = {
    ...(save.error instanceof HttpError ? save.error.fieldErrors : {}),
    ...problems,
  };
  const general =
    errors.body ??
    (save.error && Object.keys(errors).length === 0
      ? save.error instanceof HttpError
        ? save.error.serverMessage
        : 'The booking hours could not be saved. Please try again.'
      : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Booking hours" className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-zone`} className="block text-sm font-medium">
          Time zone
        </label>
        <select
          id={`${id}-zone`}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? `${id}-zone-error` : undefined}
          className="h-10 w-full rounded-md border bg-background px-3 text-sm sm:w-80"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        {errors.timeZone && (
          <p id={`${id}-zone-error`} className="text-sm text-destructive">
            {errors.timeZone}
          </p>
        )}
      </div>
      <BookingHours value={weeklyHours} onChange={setWeeklyHours} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(({ field, label, step }) => (
          <InputField
            key={field}
            label={label}
            type="number"
            inputMode="numeric"
            required
            min={BOOKING_LIMITS[field].min}
            max={BOOKING_LIMITS[field].max}
            step={step}
            value={numbers[field]}
            onChange={(event) =>
              setNumbers((current) => ({ ...current, [field]: event.target.value }))
            }
            error={errors[field]}
          />
        ))}
      </div>
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save booking hours'}
        </Button>
      </div>
    </form>
  );
}
