import type { Knex } from 'knex';

/**
 * Newsletter sign-ups from the footer form. The addresses arrive trimmed and lower-cased, so a plain
 * unique constraint is enough to store each one once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('email').notNullable().unique({ indexName: 'newsletter_subscribers_email_key' });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
}
