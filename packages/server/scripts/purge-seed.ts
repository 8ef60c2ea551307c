/**
 * Seeds the purge benchmark's database with generate_series: `sessions` sessions of 10 events and 2
 * awards each, four in five of them older than the retention (400 to 800 days), the rest recent;
 * visitors of two sessions each; some sessions linked to an address (a captured e-mail, a contact
 * message naming them, a hot lead), which keeps them and the other session of their visitor.
 */
import type { Knex } from 'knex';

export const EVENTS_PER_SESSION = 10;

export async function seedPurgeData(knex: Knex, sessions: number): Promise<void> {
  await knex.raw(
    `insert into analytics_sessions
       (session_id, visitor_id, device_type, created_at, last_activity_at, email, score, pages_viewed)
     select 'seed-' || i, 'seed-v-' || (i / 2), 'desktop', at, at + interval '20 minutes',
       case when i % 40 = 3 then 'person' || i || '@example.com' end, 10, 3
     from (
       select i, case when i % 5 = 0 then now() - (1 + i % 300) * interval '1 day'
         else now() - (400 + i % 400) * interval '1 day' end as at
       from generate_series(1, ?) i
     ) t`,
    [sessions],
  );
  await knex.raw(
    `insert into analytics_events
       (session_id, event_type, event_category, points, page_url, metadata, created_at)
     select s.session_id, 'PAGE_VIEW', 'navigation', 1, '/page-' || g, '{}',
       s.created_at + g * interval '1 minute'
     from analytics_sessions s cross join generate_series(1, ?) g
     where s.session_id like 'seed-%'`,
    [EVENTS_PER_SESSION],
  );
  await knex.raw(
    `insert into session_awards (session_id, award_key)
     select s.session_id, k from analytics_sessions s cross join unnest(array['page:/', 'page:/services']) k
     where s.session_id like 'seed-%'`,
  );
  await knex.raw(
    `insert into contact_messages (name, email, message, session_id, created_at)
     select 'Seed', 'contact' || i || '@example.com', 'Hello', 'seed-' || i, now()
     from generate_series(7, ?, 100) i`,
    [sessions],
  );
  await knex.raw(
    `insert into hot_leads (session_id, score)
     select 'seed-' || i, 80 from generate_series(11, ?, 500) i`,
    [sessions],
  );
  // Vacuumed now, so that autovacuum does not run on the new rows during the measurements.
  await knex.raw('vacuum analyze');
}
