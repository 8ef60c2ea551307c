import type { Knex } from 'knex';

/** Server-side sign-in sessions: the cookie carries only the opaque id. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_sessions', (table) => {
    table.text('id').primary();
    table.uuid('user_id').references('id').inTable('users').onDelete('CASCADE');
    table.jsonb('data').notNullable().defaultTo('{}');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at'], 'auth_sessions_expires_at_idx');
    table.index(['user_id'], 'auth_sessions_user_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_sessions');
}
