import type { Knex } from 'knex';

/**
 * What scoring keeps per session: visit facts, the set of facts its events proved, and a linked lead
 * (a calculator lead or a contact message: lead_kind says which).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.integer('visit_count').notNullable().defaultTo(1);
    table.text('landing_page');
    table.jsonb('first_visit');
    table.integer('pages_viewed').notNullable().defaultTo(0);
    table.specificType('facts', 'text[]').notNullable().defaultTo('{}');
    table.uuid('lead_id');
    table.text('lead_kind');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.dropColumns(
      'visit_count',
      'landing_page',
      'first_visit',
      'pages_viewed',
      'facts',
      'lead_id',
      'lead_kind',
    );
  });
}
