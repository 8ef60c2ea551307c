/**
 * The dashboard's Today (GET /api/admin/dashboard/today): new leads to answer, bookings today and the
 * follow-ups due, in the owner's day (TIME_ZONE). The digest lists the same bookings and follow-ups.
 */
import type { Knex } from 'knex';
import {
  TODAY_LIMITS,
  type DashboardToday,
  type TodayBooking,
  type TodayLead,
} from '@leadline/domain';
import { dayOf, type Day } from './day';
import { remindersDue } from './reminders';

/** Records of the person aliased `p` that nobody has dealt with yet. */
const NEW_RECORDS_SQL = `(
  (select count(*) from calculator_leads x where lower(x.email) = p.email and x.status = 'new')
  + (select count(*) from contact_messages x where lower(x.email) = p.email and x.status = 'new')
  + (select count(*) from workflow_submissions x where lower(x.email) = p.email and x.status = 'new')
  + (select count(*) from hot_leads x where lower(x.email) = p.email and not x.contacted)
)::int`;

/**
 * People still at New with a record still new, the latest active first: one more than asked, to say
 * whether more wait. The stage index (people_stage_idx) gives them in order.
 */
async function leadsToAnswer(knex: Knex, limit: number): Promise<TodayLead[]> {
  const { rows } = await knex.raw<{ rows: TodayLead[] }>(
    `select * from (
        select p.id as "personId", p.name, p.email, p.company,
          p.last_activity_at as "lastActivityAt", ${NEW_RECORDS_SQL} as "newRecords"
        from people p where p.stage = 'new'
        order by p.last_activity_at desc, p.id desc
      ) candidates
      where "newRecords" > 0 limit ?`,
    [limit],
  );
  return rows;
}

/** Confirmed bookings starting within the day, the earliest first. */
export function bookingsOn(knex: Knex, day: Day): Promise<TodayBooking[]> {
  return knex('bookings')
    .where({ status: 'confirmed' })
    .where('start_at', '>=', day.start)
    .where('start_at', '<', day.end)
    .orderBy('start_at')
    .limit(TODAY_LIMITS.bookings)
    .select(
      'id',
      'person_id as personId',
      'name',
      'email',
      'start_at as startAt',
      'end_at as endAt',
    );
}

export async function dashboardToday(
  knex: Knex,
  timeZone: string,
  now = new Date(),
): Promise<DashboardToday> {
  const day = await dayOf(knex, timeZone, now);
  const [leads, bookings, followUps] = await Promise.all([
    leadsToAnswer(knex, TODAY_LIMITS.leads + 1),
    bookingsOn(knex, day),
    remindersDue(knex, day, TODAY_LIMITS.followUps),
  ]);
  return {
    day: day.day,
    timeZone,
    leads: leads.slice(0, TODAY_LIMITS.leads),
    moreLeads: leads.length > TODAY_LIMITS.leads,
    bookings,
    followUps,
  };
}
