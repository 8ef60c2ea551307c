import type { Knex } from 'knex';

/**
 * origin: who recorded the event (the visitor's browser, or the server on a verified submission).
 * award_key: for events that score once (per page, per session or per visit number), what they claim.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.text('origin').notNullable().defaultTo('client');
    table.text('award_key');
    table.check("origin in ('client', 'server')", [], 'analytics_events_origin_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.dropChecks('analytics_events_origin_check');
    table.dropColumns('origin', 'award_key');
  });
}
