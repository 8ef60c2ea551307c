import type { Knex } from 'knex';

/**
 * The retention purge walks old sessions in (created_at, session_id) order, a few thousand at a time,
 * resuming after the last one seen. With created_at alone, each step would have to sort every
 * remaining old session to find the next few thousand. This index replaces the one on created_at
 * (which every query by start still uses): both columns never change, so it costs nothing per event,
 * where an index on last_activity_at would be rewritten by every scored event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index analytics_sessions_created_at_id_idx on analytics_sessions (created_at, session_id)',
  );
  await knex.raw('drop index if exists analytics_sessions_created_at_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'create index if not exists analytics_sessions_created_at_idx on analytics_sessions (created_at)',
  );
  await knex.raw('drop index if exists analytics_sessions_created_at_id_idx');
}
