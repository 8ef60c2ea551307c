/** The owner's calendar feed: confirmed calls of the last 30 days and every one to come. */
import type { Knex } from 'knex';
import type { DeliverySettings } from '../../config';
import { feedCalendar } from './ics';
import type { BookingRow } from './row';

export const FEED_PAST_DAYS = 30;

export async function bookingFeed(knex: Knex, settings: DeliverySettings): Promise<string> {
  const rows = (await knex('bookings')
    .where({ status: 'confirmed' })
    .whereRaw(`end_at > now() - make_interval(days => ${FEED_PAST_DAYS})`)
    .orderBy('start_at')
    .limit(5000)
    .select('id', 'person_id', 'name', 'email', 'note', 'start_at', 'end_at', 'sequence')) as Omit<
    BookingRow,
    'status'
  >[];
  const owner = { name: settings.site.owner.name, email: settings.site.contact.email };
  return feedCalendar(
    rows.map((row) => {
      const personUrl = `${settings.publicUrl}/admin/people/${encodeURIComponent(row.person_id)}`;
      return {
        id: row.id,
        start: new Date(row.start_at),
        end: new Date(row.end_at),
        sequence: row.sequence,
        status: 'confirmed' as const,
        visitor: { name: row.name, email: row.email },
        owner,
        summary: `Call with ${row.name}`,
        description: [row.note ?? '', `Person: ${personUrl}`].filter(Boolean).join('\n\n'),
        url: personUrl,
      };
    }),
    `${settings.site.name}: booked calls`,
  );
}
