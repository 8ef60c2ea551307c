/** How many rows the database holds in all of the app's tables: what "writes nothing" is checked by. */
import type { Knex } from 'knex';
import { TALLIES } from '../features/analytics/tallies';

/**
 * Bookkeeping, not data: a refused request is still counted against its rate limit, the migrations
 * are the schema's own, the report tallies are figures of the data tables (a write there is
 * counted there) whose rows the servers' folding rewrites every few seconds, and `daily_runs` is
 * the maintenance's claim on the day's purge, which a server writes at start, whenever a test's
 * first request happens to run.
 */
const NOT_DATA = [
  'rate_limits',
  'daily_runs',
  'knex_migrations',
  'knex_migrations_lock',
  ...TALLIES.map((tally) => tally.table),
];

export async function rowCounter(knex: Knex): Promise<() => Promise<number>> {
  const tables = (
    await knex('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .whereNotIn('table_name', NOT_DATA)
      .select<{ name: string }[]>('table_name as name')
  ).map(({ name }) => name);
  if (tables.length === 0) throw new Error('no tables to count');
  const sum = tables.map((table) => `(select count(*) from "${table}")`).join(' + ');
  return async () => {
    const result = await knex.raw<{ rows: { n: number | string }[] }>(`select (${sum})::int as n`);
    return Number(result.rows[0]?.n);
  };
}
