/**
 * The booking as iCalendar (the `ics` package): an invitation (METHOD:REQUEST) or its cancellation
 * (METHOD:CANCEL) for the mails, and the owner's feed (METHOD:PUBLISH). The UID is the booking's id,
 * so a calendar updates the event it already has; SEQUENCE is bookings.sequence.
 */
import { createEvents, type EventAttributes } from 'ics';

export interface CalendarBooking {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
  status: 'confirmed' | 'cancelled';
  /** No name in the visitor's own invitation: our mail does not carry what a stranger typed. */
  visitor: { name?: string | undefined; email: string };
  owner: { name: string; email: string };
  summary: string;
  description: string;
  url?: string;
}

const PRODUCT = 'leadline/booking';

/** A name as a CN parameter can hold it: no quotes, no line breaks, no control characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const cn = (name: string) => name.replace(/["\u0000-\u001f\u007f]/g, ' ').trim() || 'Guest';

/**
 * A TEXT value as `ics` can write it: it escapes CRLF and LF but not a lone CR, which calendars
 * read as a line break, so a visitor's name or note could start a property (or an event) of its
 * own. Line breaks become LF, other control characters (TAB aside) a space.
 */
const text = (value: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');

export const bookingUid = (id: string) => `booking-${id}@leadline`;

function event(booking: CalendarBooking): EventAttributes {
  return {
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    start: booking.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text(booking.summary),
    description: text(booking.description),
    ...(booking.url ? { url: booking.url } : {}),
    status: booking.status === 'confirmed' ? 'CONFIRMED' : 'CANCELLED',
    busyStatus: 'BUSY',
    organizer: { name: cn(booking.owner.name), email: booking.owner.email },
    attendees: [
      {
        ...(booking.visitor.name ? { name: cn(booking.visitor.name) } : {}),
        email: booking.visitor.email,
        rsvp: true,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
}

function calendar(
  events: EventAttributes[],
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  name?: string,
) {
  const { error, value } = createEvents(events, {
    productId: PRODUCT,
    method,
    ...(name ? { calName: name } : {}),
  });
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}

/** A mail's invitation: REQUEST while the call stands, CANCEL once it is cancelled. */
export function invitation(booking: CalendarBooking): {
  method: 'REQUEST' | 'CANCEL';
  content: string;
} {
  const method = booking.status === 'confirmed' ? 'REQUEST' : 'CANCEL';
  return { method, content: calendar([event(booking)], method) };
}

/** The owner's feed. An empty one is still a calendar (VCALENDAR with no event). */
export function feedCalendar(bookings: CalendarBooking[], name: string): string {
  if (bookings.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODUCT}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${name.replace(/[\r\n]/g, ' ')}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  return calendar(bookings.map(event), 'PUBLISH', name);
}
