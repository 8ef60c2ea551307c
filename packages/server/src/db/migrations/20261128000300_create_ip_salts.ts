import type { Knex } from 'knex';

/**
 * One random salt per UTC day, shared by every instance, for the keys that rate limits and the
 * sign-in throttle count by client: HMAC(salt, address), so no address is stored, and a key cannot be
 * linked to the same client's keys of other days once the day's salt is deleted (after two days).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ip_salts', (table) => {
    table.date('day').primary();
    table.text('salt').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ip_salts');
}
