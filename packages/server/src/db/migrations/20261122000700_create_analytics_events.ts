import type { Knex } from 'knex';

/** The append-only ledger: each event keeps the points it earned, so a score is always explainable. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_events', (table) => {
    table.bigIncrements('id', { primaryKey: true });
    table
      .text('session_id')
      .notNullable()
      .references('session_id')
      .inTable('analytics_sessions')
      .onDelete('CASCADE');
    table.text('event_type').notNullable();
    table.text('event_category').notNullable();
    table.integer('event_value');
    table.integer('points').notNullable().defaultTo(0);
    table.text('page_url');
    table.jsonb('metadata').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      "event_category in ('conversion', 'intent', 'engagement', 'navigation')",
      [],
      'analytics_events_category_check',
    );
    table.check("event_type ~ '^[A-Z][A-Z0-9_]{0,63}$'", [], 'analytics_events_type_check');
    table.index(['session_id', 'id'], 'analytics_events_session_id_idx');
    table.index(['created_at'], 'analytics_events_created_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_events');
}
