import type { Knex } from 'knex';

/** At most one hot lead per session, guaranteed by the unique key rather than by a read-then-write. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hot_leads', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table
      .text('session_id')
      .notNullable()
      .unique('hot_leads_session_id_key')
      .references('session_id')
      .inTable('analytics_sessions')
      .onDelete('CASCADE');
    table.text('email');
    table.integer('score').notNullable();
    table.boolean('notified').notNullable().defaultTo(false);
    table.boolean('contacted').notNullable().defaultTo(false);
    table.boolean('converted_to_lead').notNullable().defaultTo(false);
    table.uuid('lead_id');
    table.text('lead_kind');
    /** Seconds from the session's start to the event that made it hot. */
    table.integer('seconds_to_hot');
    table.specificType('qualification_reasons', 'text[]').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("lead_kind in ('calculator', 'contact')", [], 'hot_leads_lead_kind_check');
    table.index(['created_at'], 'hot_leads_created_at_idx');
    table.index(['notified', 'created_at'], 'hot_leads_notified_created_at_idx');
    table.index(['contacted', 'created_at'], 'hot_leads_contacted_created_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('hot_leads');
}
