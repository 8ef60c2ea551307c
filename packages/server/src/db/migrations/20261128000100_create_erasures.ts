import type { Knex } from 'knex';

/**
 * The audit of erasures: proof that a person's data was erased, without the data. The address is
 * kept only as a salted SHA-256 (its own salt per line), so it can be checked against an address
 * the owner is asked about, but not read back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('erasures', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('email_hash').notNullable();
    table.text('salt').notNullable();
    table.timestamp('erased_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.uuid('erased_by').references('id').inTable('users').onDelete('SET NULL');
    /** Who, in words: the admin's address, or the CLI and its operating-system user. */
    table.text('erased_by_label').notNullable();
    /** Rows removed per table, e.g. { "calculator_leads": 1, "analytics_events": 42 }. */
    table.jsonb('row_counts').notNullable();
    table.index(['erased_at'], 'erasures_erased_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('erasures');
}
