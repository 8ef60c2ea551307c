import type { Knex } from 'knex';

/**
 * The owner's "remind me" follow-ups on a person: due at an instant (a date given alone is the start
 * of that day in TIME_ZONE), with a note; done when `done_at` is set. Erasing the person erases them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('person_reminders', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('person_id').notNullable().references('id').inTable('people').onDelete('CASCADE');
    table.timestamp('due_at', { useTz: true }).notNullable();
    table.text('note');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('done_at', { useTz: true });
  });
  // The dashboard's and the digest's "due by the end of today, not done"; a person's own list.
  await knex.raw(
    'create index person_reminders_open_due on person_reminders (due_at) where done_at is null',
  );
  await knex.raw('create index person_reminders_person on person_reminders (person_id, due_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('person_reminders');
}
