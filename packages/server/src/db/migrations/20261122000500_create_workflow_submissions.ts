import type { Knex } from 'knex';

/** One row per visitor session: each partial save of the wizard updates it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workflow_submissions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('session_id').notNullable().unique('workflow_submissions_session_id_key');
    table.text('name');
    table.text('email');
    table.text('company');
    table.text('pain_point');
    table.specificType('current_tools', 'text[]').notNullable().defaultTo('{}');
    table.text('manual_process');
    table.text('team_size');
    table.text('success_vision');
    table.text('timeline');
    table.text('budget_range');
    table.integer('completed_steps').notNullable().defaultTo(0);
    table.integer('total_steps').notNullable().defaultTo(7);
    table.text('status').notNullable().defaultTo('new');
    table.text('notes');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      "status in ('new', 'contacted', 'qualified', 'converted', 'lost')",
      [],
      'workflow_submissions_status_check',
    );
    table.check(
      "pain_point in ('data_entry', 'reporting', 'customer_requests', 'inventory', 'scheduling', 'other')",
      [],
      'workflow_submissions_pain_point_check',
    );
    table.check(
      "current_tools <@ array['excel', 'quickbooks', 'salesforce', 'email', 'slack', 'shopify', 'stripe', 'other']::text[]",
      [],
      'workflow_submissions_current_tools_check',
    );
    table.check(
      "team_size in ('just_me', '2-5', '6-15', '16+')",
      [],
      'workflow_submissions_team_size_check',
    );
    table.check(
      "timeline in ('asap', '1-2_months', '3-6_months', 'exploring')",
      [],
      'workflow_submissions_timeline_check',
    );
    table.check(
      "budget_range in ('under_5k', '5k-15k', '15k-30k', '30k+', 'unsure')",
      [],
      'workflow_submissions_budget_range_check',
    );
    table.check(
      'completed_steps between 0 and total_steps',
      [],
      'workflow_submissions_completed_steps_check',
    );
    table.index(['created_at'], 'workflow_submissions_created_at_idx');
    table.index(['status', 'created_at'], 'workflow_submissions_status_created_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('workflow_submissions');
}
