import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calculator_leads', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name');
    table.text('email').notNullable();
    table.specificType('selected_features', 'text[]').notNullable();
    table.integer('total_cost').notNullable();
    table.text('status').notNullable().defaultTo('new');
    table.text('notes');
    table.text('session_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      "status in ('new', 'contacted', 'qualified', 'closed')",
      [],
      'calculator_leads_status_check',
    );
    table.check('total_cost >= 0', [], 'calculator_leads_total_cost_check');
    table.check('cardinality(selected_features) > 0', [], 'calculator_leads_features_check');
    table.index(['created_at'], 'calculator_leads_created_at_idx');
    table.index(['status', 'created_at'], 'calculator_leads_status_created_at_idx');
    table.index(['session_id'], 'calculator_leads_session_id_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calculator_leads');
}
