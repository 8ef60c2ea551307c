import type { Knex } from 'knex';

/**
 * Replies the owner writes from a person's record: what was written and by whom. The mail itself is
 * a `mail_messages` row of kind 'reply' queued with it, composed from this row when it is sent.
 * Erasing the person erases them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('person_replies', (table) => {
    table.uuid('id').primary();
    table.uuid('person_id').notNullable().references('id').inTable('people').onDelete('CASCADE');
    table.uuid('mail_message_id').references('id').inTable('mail_messages').onDelete('SET NULL');
    table.text('subject').notNullable();
    table.text('body').notNullable();
    table.uuid('sent_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index person_replies_person on person_replies (person_id, created_at)');
  await knex.raw('create index person_replies_message on person_replies (mail_message_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('person_replies');
}
