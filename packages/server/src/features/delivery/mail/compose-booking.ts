/**
 * A booked call's mails, from the booking as it is when sent: each names the booking's sequence it
 * was queued at, and one a later move or a cancellation made stale is not sent (the later mail
 * tells). Every invitation carries the iCalendar part (../../booking/ics.ts).
 */
import type { Knex } from 'knex';
import { bookingManageUrl } from '@leadline/domain';
import { invitation } from '../../booking/ics';
import type { BookingRow } from '../../booking/row';
import { Gone, row } from './compose-rows';
import type { MailRef } from './kinds';
import type { Composed, MailSite } from './templates/context';
import {
  bookingCancellationMail,
  bookingConfirmationMail,
  bookingOwnerMail,
  bookingReminderMail,
  callTime,
} from './templates/booking';

export const BOOKING_KINDS = [
  'booking_confirmation',
  'booking_cancellation',
  'booking_reminder',
  'booking_alert',
  'booking_update',
  'booking_owner_reminder',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

const stale = (reason: string) => new Gone(reason);

export async function composeBookingMail(
  knex: Knex,
  kind: BookingKind,
  ref: MailRef,
  site: MailSite,
  admin: string,
): Promise<Composed> {
  const booking = await row<BookingRow>(knex('bookings').where({ id: ref.bookingId ?? null }));
  const start = new Date(booking.start_at);
  const end = new Date(booking.end_at);
  const when = callTime(start, ref.timeZone ?? 'UTC');
  const later = (ref.sequence ?? 0) < booking.sequence;
  const cancelled = booking.status === 'cancelled';
  const owner = { name: site.owner.name, email: site.contact.email };
  const summary = `Call: ${site.owner.name} (${site.name})`;
  const calendar = (visitorName: string | undefined, description: string, url?: string) =>
    invitation({
      id: booking.id,
      start,
      end,
      sequence: booking.sequence,
      status: booking.status,
      visitor: { name: visitorName, email: booking.email },
      owner,
      summary: visitorName ? `Call with ${visitorName}` : summary,
      description,
      ...(url ? { url } : {}),
    });

  switch (kind) {
    case 'booking_confirmation':
    case 'booking_reminder': {
      if (cancelled) throw stale('The call was cancelled');
      if (later) throw stale('The call was moved since: the mail about the new time replaces it');
      const manageUrl = bookingManageUrl(site.url, ref.manageToken ?? '');
      const call = {
        when,
        minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
        manageUrl,
        moved: booking.sequence > 0,
      };
      const mail =
        kind === 'booking_confirmation'
          ? bookingConfirmationMail(site, call)
          : bookingReminderMail(site, call);
      return {
        ...mail,
        calendar: calendar(undefined, `Cancel or move the call: ${manageUrl}`, manageUrl),
      };
    }
    case 'booking_cancellation':
      return {
        ...bookingCancellationMail(site, when),
        calendar: calendar(undefined, 'The call is cancelled.'),
      };
    case 'booking_alert':
    case 'booking_update':
    case 'booking_owner_reminder': {
      if (kind !== 'booking_alert' && later) {
        throw stale('The call changed again since: the mail about the change replaces it');
      }
      if (kind === 'booking_owner_reminder' && cancelled) throw stale('The call was cancelled');
      const personUrl = `${admin}/people/${encodeURIComponent(booking.person_id)}`;
      const change =
        kind === 'booking_alert'
          ? 'booked'
          : kind === 'booking_owner_reminder'
            ? 'tomorrow'
            : cancelled
              ? 'cancelled'
              : 'moved';
      const description = [booking.note ?? '', `Person: ${personUrl}`].filter(Boolean).join('\n\n');
      return {
        ...bookingOwnerMail(site, { ...booking, when, personUrl, change }),
        calendar: calendar(booking.name, description, personUrl),
      };
    }
  }
}
