/** What the owner's daily digest lists of their day: its bookings and the follow-ups due. */
import type { Knex } from 'knex';
import { TODAY_LIMITS } from '@leadline/domain';
import type { DigestAgendaData } from '../delivery/mail/templates/digest-agenda';
import { dayOfDate } from './day';
import { remindersDue } from './reminders';
import { bookingsOn } from './today';

const clock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);

const shortDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short' }).format(at);

const who = (name: string | null, email: string) => (name ? `${name} <${email}>` : email);

/** `day` (YYYY-MM-DD) in `timeZone`; the links go to the person's record under `siteUrl`. */
export async function digestAgenda(
  knex: Knex,
  day: string,
  timeZone: string,
  siteUrl: string,
): Promise<DigestAgendaData> {
  const bounds = await dayOfDate(knex, timeZone, day);
  const [bookings, followUps] = await Promise.all([
    bookingsOn(knex, bounds),
    remindersDue(knex, bounds, TODAY_LIMITS.followUps),
  ]);
  const personUrl = (id: string) => `${siteUrl}/admin/people/${encodeURIComponent(id)}`;
  return {
    bookings: bookings.map((booking) => ({
      when: `${clock(new Date(booking.startAt), timeZone)}-${clock(new Date(booking.endAt), timeZone)}`,
      who: who(booking.name, booking.email),
      url: personUrl(booking.personId),
    })),
    followUps: followUps.map((reminder) => ({
      when: reminder.overdue
        ? `Overdue since ${shortDay(new Date(reminder.dueAt), timeZone)}`
        : 'Today',
      who: who(reminder.personName, reminder.personEmail),
      note: reminder.note,
      url: personUrl(reminder.personId),
    })),
  };
}
