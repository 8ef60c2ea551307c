import type { Knex } from 'knex';

/**
 * Work done once per UTC day across every instance (the retention purge): the first instance to
 * insert the day's row runs it. A claim whose lease has run out without finishing (its instance died)
 * may be taken over; a finished row keeps what the run removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('daily_runs', (table) => {
    table.text('task').notNullable();
    table.date('day').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('lease_until', { useTz: true }).notNullable();
    table.timestamp('finished_at', { useTz: true });
    table.jsonb('outcome');
    table.primary(['task', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('daily_runs');
}
