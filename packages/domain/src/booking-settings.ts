/**
 * The owner's booking availability as the admin's PUT and form check it (zod): apart from
 * booking.ts, which the public /book page imports, as availability.ts is apart from
 * availability-text.ts.
 */
import { z } from 'zod';
import {
  BOOKING_LIMITS,
  minutesOfDay,
  TIME_OF_DAY,
  isTimeZone,
  type BookingSettings,
} from './booking';

// As in availability.ts: no `new Function` (the admin's pages forbid eval), whichever module
// makes a schema first.
z.config({ jitless: true });

const TIME_MESSAGE = 'must be a time written HH:MM (00:00-23:59).';
const wholeIn = (name: string, { min, max }: { min: number; max: number }) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.int({ error: message }).min(min, message).max(max, message);
};

const intervalSchema = z.strictObject(
  {
    start: z.string({ error: `start ${TIME_MESSAGE}` }).regex(TIME_OF_DAY, `start ${TIME_MESSAGE}`),
    end: z.string({ error: `end ${TIME_MESSAGE}` }).regex(TIME_OF_DAY, `end ${TIME_MESSAGE}`),
  },
  { error: 'Each interval must be { "start": "09:00", "end": "17:00" }.' },
);

const daySchema = z
  .array(intervalSchema, { error: 'Each day must be a list of intervals.' })
  .max(
    BOOKING_LIMITS.intervalsPerDay,
    `A day has at most ${BOOKING_LIMITS.intervalsPerDay} intervals.`,
  )
  .superRefine((intervals, ctx) => {
    const sorted = intervals
      .map((interval, index) => ({
        index,
        from: minutesOfDay(interval.start),
        to: minutesOfDay(interval.end),
      }))
      .sort((a, b) => a.from - b.from);
    for (const [position, interval] of sorted.entries()) {
      if (interval.from >= interval.to) {
        ctx.addIssue({
          code: 'custom',
          path: [interval.index],
          message: 'An interval must start before it ends.',
        });
        return;
      }
      const previous = sorted[position - 1];
      if (previous && previous.to > interval.from) {
        ctx.addIssue({
          code: 'custom',
          path: [interval.index],
          message: 'Intervals of a day must not overlap.',
        });
        return;
      }
    }
  });

/** PUT /api/admin/settings/booking, and the admin's form before it sends. */
export const bookingSettingsSchema = z.strictObject(
  {
    timeZone: z
      .string({ error: 'timeZone must be an IANA time zone such as Europe/Berlin.' })
      .refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Berlin.'),
    weeklyHours: z.strictObject(
      {
        mon: daySchema,
        tue: daySchema,
        wed: daySchema,
        thu: daySchema,
        fri: daySchema,
        sat: daySchema,
        sun: daySchema,
      },
      { error: 'weeklyHours must have the days mon, tue, wed, thu, fri, sat and sun.' },
    ),
    meetingMinutes: wholeIn('meetingMinutes', BOOKING_LIMITS.meetingMinutes),
    bufferMinutes: wholeIn('bufferMinutes', BOOKING_LIMITS.bufferMinutes),
    minimumNoticeHours: wholeIn('minimumNoticeHours', BOOKING_LIMITS.minimumNoticeHours),
    horizonDays: wholeIn('horizonDays', BOOKING_LIMITS.horizonDays),
  },
  { error: 'The body must be a JSON object of booking settings.' },
);

bookingSettingsSchema satisfies z.ZodType<BookingSettings>;

/** The input as booking settings, or one message per field (`body` for the input as a whole). */
export function parseBookingSettings(
  raw: unknown,
): { value: BookingSettings } | { fields: Record<string, string> } {
  const parsed = bookingSettingsSchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      fields[at || 'body'] ??=
        `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      continue;
    }
    fields[at || 'body'] ??= issue.message;
  }
  return { fields };
}
