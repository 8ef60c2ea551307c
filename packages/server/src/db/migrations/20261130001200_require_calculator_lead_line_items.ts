import type { Knex } from 'knex';

/** Every estimate has its lines (after the backfill), one per chosen feature. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table calculator_leads alter column line_items set not null');
  await knex.raw(
    `alter table calculator_leads add constraint calculator_leads_line_items_check check (
       jsonb_typeof(line_items) = 'array'
       and jsonb_array_length(line_items) = cardinality(selected_features))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table calculator_leads drop constraint calculator_leads_line_items_check');
  await knex.raw('alter table calculator_leads alter column line_items drop not null');
}
