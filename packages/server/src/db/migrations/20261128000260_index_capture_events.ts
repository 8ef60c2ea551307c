import type { Knex } from 'knex';

/**
 * The retention purge keeps a session that has a capture event (an address given in the popup or the
 * exit-intent offer), and asks so of every old session. Without this index each question reads all
 * the session's events; with it, a probe of an index that holds only the (rare) capture events, and
 * costs nothing when any other event is written. Its predicate matches purge-sql.ts's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index analytics_events_capture_idx on analytics_events (session_id)
     where event_type in ('EMAIL_CAPTURED', 'EXIT_INTENT_CONVERTED')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists analytics_events_capture_idx');
}
