import type { Knex } from 'knex';

/**
 * Calls booked on the site's /book page. A confirmed booking holds its slot: the code takes a lock
 * and checks for overlap before it inserts (features/booking), and the partial unique index is the
 * last line if two instances ever raced past it. The visitor manages it (cancel, move) with a link
 * whose token is kept only as a SHA-256 hash; `sequence` counts the moves, for the invitation's
 * SEQUENCE. The session, when the visitor came with one, brings its source and score.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('person_id').notNullable().references('id').inTable('people').onDelete('CASCADE');
    table
      .text('session_id')
      .references('session_id')
      .inTable('analytics_sessions')
      .onDelete('SET NULL');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('note');
    table.timestamp('start_at', { useTz: true }).notNullable();
    table.timestamp('end_at', { useTz: true }).notNullable();
    table.text('status').notNullable().defaultTo('confirmed');
    table.integer('sequence').notNullable().defaultTo(0);
    table.text('manage_token_hash').notNullable().unique({ indexName: 'bookings_manage_token' });
    table.text('client_key');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('cancelled_at', { useTz: true });
    table.check("status in ('confirmed', 'cancelled')", [], 'bookings_status_check');
    table.check('end_at > start_at', [], 'bookings_span_check');
  });
  await knex.raw(
    `create unique index bookings_confirmed_start on bookings (start_at) where status = 'confirmed'`,
  );
  await knex.raw('create index bookings_start on bookings (start_at, end_at)');
  await knex.raw('create index bookings_person on bookings (person_id, start_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
}
