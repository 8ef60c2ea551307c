import type { Knex } from 'knex';

/**
 * The owner's settings that change while the site runs (the availability first), one row per key,
 * its value as JSON. Shared by every instance on the same database.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (table) => {
    table.text('key').primary();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
}
