import type { Knex } from 'knex';

/** One row per tracked page load; the score is the running total of its events' points. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_sessions', (table) => {
    table.text('session_id').primary();
    table.text('visitor_id').notNullable();
    table.boolean('is_returning_visitor').notNullable().defaultTo(false);
    table.text('device_type').notNullable();
    table.text('referral_source');
    table.text('source').notNullable().defaultTo('direct');
    table.text('referrer');
    table.text('utm_source');
    table.text('utm_medium');
    table.text('utm_campaign');
    table.text('utm_content');
    table.text('utm_term');
    table.integer('score').notNullable().defaultTo(0);
    table.text('email');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      "device_type in ('mobile', 'tablet', 'desktop')",
      [],
      'analytics_sessions_device_type_check',
    );
    table.check(
      "source in ('search', 'social', 'email', 'referral', 'direct', 'other')",
      [],
      'analytics_sessions_source_check',
    );
    table.index(['created_at'], 'analytics_sessions_created_at_idx');
    table.index(['visitor_id'], 'analytics_sessions_visitor_id_idx');
  });
  // Every scored event rewrites its session's row. Free space in each page, and no index on the
  // columns that change (score, last_activity_at), let PostgreSQL update the row in place (HOT).
  await knex.raw('alter table analytics_sessions set (fillfactor = 80)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_sessions');
}
