import type { Knex } from 'knex';

/**
 * The counters of rate-limiter-flexible's PostgreSQL store (rate limits and the sign-in throttle),
 * shared by every instance. Created here, under the migration lock, rather than by the library at run
 * time, where instances starting at once would race. The library inserts positional values, so the
 * columns keep its order (key, points, expire: milliseconds since the epoch). Unlogged: the counters
 * are disposable (a crash only resets them), and the analytics routes update them on every request,
 * so they skip the write-ahead log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create unlogged table rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    )
  `);
  await knex.raw('create index rate_limits_expire_idx on rate_limits (expire)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
