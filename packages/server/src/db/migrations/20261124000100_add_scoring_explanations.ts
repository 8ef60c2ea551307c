import type { Knex } from 'knex';

/**
 * unscored: why a ledger event earned nothing (an UNSCORED_REASONS code), so that every 0 in a
 * session's timeline is explained. name: the name a visitor gave with their e-mail address (the
 * popup, the forms), kept on the session and its hot lead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (table) => {
    table.text('unscored');
  });
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.text('name');
  });
  await knex.schema.alterTable('hot_leads', (table) => {
    table.text('name');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hot_leads', (table) => {
    table.dropColumn('name');
  });
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.dropColumn('name');
  });
  await knex.schema.alterTable('analytics_events', (table) => {
    table.dropColumn('unscored');
  });
}
