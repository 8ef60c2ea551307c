/**
 * Booking a call on the site's /book page: the owner's availability (Settings), the public
 * requests, and the JSON the booking API answers. Times on the wire are ISO 8601 strings in UTC;
 * weekly hours are wall-clock times in the owner's time zone. The slots themselves are made by
 * booking-slots.ts; the settings' schema (zod, for the admin only) is booking-settings.ts, so that
 * the site's /book page loads none of it.
 */
import { number, object, string, type InferType } from 'yup';
import { isCalendarDay } from './calendar-day';
import { LIMITS } from './limits';
import { honeypot, optionalText, requiredEmail, requiredText, sessionId } from './fields';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A span of a day, "HH:MM" to "HH:MM" (24-hour clock, start before end). */
export interface DayInterval {
  start: string;
  end: string;
}

export interface BookingSettings {
  /** IANA time zone of the weekly hours, such as Europe/Berlin. */
  timeZone: string;
  weeklyHours: Record<Weekday, DayInterval[]>;
  meetingMinutes: number;
  /** Kept free before and after every confirmed booking. */
  bufferMinutes: number;
  /** A slot starts at least this long after now. */
  minimumNoticeHours: number;
  /** A slot starts at most this many days after now. */
  horizonDays: number;
}

export const BOOKING_LIMITS = {
  meetingMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  minimumNoticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 365 },
  intervalsPerDay: 12,
  /** GET /api/booking/slots?days= */
  days: { min: 1, max: 31, default: 14 },
} as const;

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an "HH:MM" the pattern accepted. */
export const minutesOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the runtime knows the IANA zone (offsets such as "+02:00" are not zones). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The availability until the owner saves one: weekdays 09:00-17:00 in the server's TIME_ZONE,
 * 30-minute meetings, no buffer, a 60-day horizon. Its minimum notice is 0, and while it is unsaved
 * the server offers slots only from the next day on (`fromNextDay` of booking-slots.ts), so the
 * first slot is the next working day's 09:00.
 */
export function defaultBookingSettings(timeZone: string): BookingSettings {
  const workday = (): DayInterval[] => [{ start: '09:00', end: '17:00' }];
  return {
    timeZone,
    weeklyHours: {
      mon: workday(),
      tue: workday(),
      wed: workday(),
      thu: workday(),
      fri: workday(),
      sat: [],
      sun: [],
    },
    meetingMinutes: 30,
    bufferMinutes: 0,
    minimumNoticeHours: 0,
    horizonDays: 60,
  };
}

/** An instant as the API writes it: ISO 8601 in UTC, with an offset or Z, seconds optional. */
export const BOOKING_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const instant = () =>
  string()
    .trim()
    .required('Please choose a time.')
    .matches(
      BOOKING_INSTANT,
      'start must be an ISO 8601 date and time, such as 2026-01-05T09:00:00Z.',
    )
    .test(
      'date',
      'start must be a real date and time.',
      (value) => !Number.isNaN(Date.parse(value)),
    );

/** POST /api/booking (a public form: unknown fields are dropped; `website` is the honeypot). */
export const bookingRequestSchema = object({
  start: instant(),
  name: requiredText(LIMITS.name, 'Name', 'Please enter your name.'),
  email: requiredEmail(),
  note: optionalText(LIMITS.message, 'Note'),
  sessionId: sessionId().optional(),
  website: honeypot(),
});
export type BookingRequest = InferType<typeof bookingRequestSchema>;

/** POST /api/booking/manage/:token/move */
export const bookingMoveSchema = object({ start: instant() });
export type BookingMove = InferType<typeof bookingMoveSchema>;

/** The manage link's token: 32 random bytes, base64url. */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/booking/slots: `from` a date of the owner's zone (today there when absent). */
export const bookingSlotsQuerySchema = object({
  from: string()
    .trim()
    .test('date', 'from must be a date written YYYY-MM-DD, of the years 2000 to 2999.', (value) =>
      value === undefined ? true : isCalendarDay(value),
    )
    .optional(),
  days: number()
    .typeError(
      `days must be a whole number from ${BOOKING_LIMITS.days.min} to ${BOOKING_LIMITS.days.max}.`,
    )
    .integer(
      `days must be a whole number from ${BOOKING_LIMITS.days.min} to ${BOOKING_LIMITS.days.max}.`,
    )
    .min(
      BOOKING_LIMITS.days.min,
      `days must be a whole number from ${BOOKING_LIMITS.days.min} to ${BOOKING_LIMITS.days.max}.`,
    )
    .max(
      BOOKING_LIMITS.days.max,
      `days must be a whole number from ${BOOKING_LIMITS.days.min} to ${BOOKING_LIMITS.days.max}.`,
    )
    .default(BOOKING_LIMITS.days.default),
});
export type BookingSlotsQuery = InferType<typeof bookingSlotsQuerySchema>;

export interface Slot {
  start: string;
  end: string;
}

/** GET /api/booking/slots?from=YYYY-MM-DD&days=N (days of the owner's time zone). */
export interface SlotsResponse {
  timeZone: string;
  slots: Slot[];
}

/** 201 of POST /api/booking, 200 of a move. */
export interface BookingCreated {
  id: string;
  start: string;
  end: string;
}

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** GET /api/booking/manage/:token */
export interface ManagedBooking {
  id: string;
  start: string;
  end: string;
  name: string;
  status: BookingStatus;
}

/** GET /api/admin/settings/booking/feed, POST .../feed/rotate */
export interface BookingFeed {
  url: string;
}

/** Where the visitor manages a booking: the token in the fragment, never sent to a server. */
export const bookingManageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/book/manage#token=${token}`;
