import type { Knex } from 'knex';

/**
 * One pipeline stage per person (New, Contacted, Call booked, Proposal sent, Won, Lost), with a deal
 * value in whole units of the site's currency and an expected close date. The code moves it
 * (features/people, features/booking); a change is logged in `status_changes` with record_kind
 * 'person', like the records' statuses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('people', (table) => {
    table.text('stage').notNullable().defaultTo('new');
    table.integer('deal_value');
    table.date('expected_close_at');
    table.timestamp('stage_changed_at', { useTz: true });
    table.check(
      "stage in ('new', 'contacted', 'call_booked', 'proposal_sent', 'won', 'lost')",
      [],
      'people_stage_check',
    );
    table.check('deal_value between 0 and 100000000', [], 'people_deal_value_check');
  });
  await knex.raw('create index people_stage_idx on people (stage, last_activity_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists people_stage_idx');
  await knex.schema.alterTable('people', (table) => {
    table.dropChecks(['people_stage_check', 'people_deal_value_check']);
    table.dropColumns('stage', 'deal_value', 'expected_close_at', 'stage_changed_at');
  });
}
