import type { Knex } from 'knex';

/**
 * event_id: the tracker's own id for an event, so that an event sent again (a retry after a lost
 * answer) is stored once. Unique within its session; null for older trackers and server events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.text('event_id');
    table.unique(['session_id', 'event_id'], { indexName: 'analytics_events_event_id_key' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.dropUnique(['session_id', 'event_id'], 'analytics_events_event_id_key');
    table.dropColumn('event_id');
  });
}
