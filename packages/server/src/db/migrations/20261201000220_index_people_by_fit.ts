import type { Knex } from 'knex';

/**
 * The people list's order by fit (best fit first, ungraded last, then the latest activity): its page is
 * found in the index alone, as the activity order's is by people_activity_idx.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index people_fit_idx on people (fit_score desc nulls last, last_activity_at desc, id desc)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists people_fit_idx');
}
