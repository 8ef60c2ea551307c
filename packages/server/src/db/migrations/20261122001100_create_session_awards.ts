import type { Knex } from 'knex';

/**
 * Awards a session has earned once (a milestone on a page, RETURN_VISITOR, ...). The primary key
 * decides the race between concurrent writers: the insert that wins earns the points.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('session_awards', (table) => {
    table
      .text('session_id')
      .notNullable()
      .references('session_id')
      .inTable('analytics_sessions')
      .onDelete('CASCADE');
    table.text('award_key').notNullable();
    table.primary(['session_id', 'award_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('session_awards');
}
