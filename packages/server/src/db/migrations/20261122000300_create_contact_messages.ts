import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('company');
    table.text('message').notNullable();
    table.text('status').notNullable().defaultTo('new');
    table.text('notes');
    table.text('session_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("status in ('new', 'contacted', 'closed')", [], 'contact_messages_status_check');
    table.index(['created_at'], 'contact_messages_created_at_idx');
    table.index(['status', 'created_at'], 'contact_messages_status_created_at_idx');
    table.index(['session_id'], 'contact_messages_session_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
