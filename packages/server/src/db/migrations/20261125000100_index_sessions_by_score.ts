import type { Knex } from 'knex';

/**
 * The warm-lead list pages sessions by score (50-74), closest to hot first, and counts them for its
 * stat cards; the analytics reports count sessions by score too. Without this index each is a scan of
 * every session ever tracked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index analytics_sessions_score_idx on analytics_sessions (score desc, last_activity_at desc)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index analytics_sessions_score_idx');
}
