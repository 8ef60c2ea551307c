import type { Knex } from 'knex';

/**
 * What a visitor chose, kept with their estimate as lines `[{ id, name, price }]` (price in whole
 * dollars): the catalogue is the owner's to edit (the site folder's calculator.yaml), and an estimate
 * must keep the names and prices it was made with. Nullable until the backfill (the next migration)
 * has filled the rows already there; required by the one after.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calculator_leads', (table) => {
    table.jsonb('line_items');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('calculator_leads', (table) => {
    table.dropColumn('line_items');
  });
}
