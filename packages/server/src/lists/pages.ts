/** One page of a list, newest first, with the total of the same filter (and, where asked, per status). */
import type { Knex } from 'knex';
import type { Paging } from './paging';

type Columns = (string | Knex.Raw)[];

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** One page of `rows()` (a fresh query each call), newest first, and how many rows it matches in all. */
export async function newestFirstPage<T>(
  rows: () => Knex.QueryBuilder,
  columns: Columns,
  { limit, offset }: Paging,
): Promise<{ items: T[]; total: number }> {
  const [items, [count]] = await Promise.all([
    rows()
      .select(columns)
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
      .offset(offset),
    rows().count<{ n: number }[]>({ n: '*' }),
  ]);
  return { items: items as T[], total: count?.n ?? 0 };
}

/** One page of `table`, filtered by its status column when one is given. */
export function listPage<T>(
  knex: Knex,
  table: string,
  columns: Columns,
  { status, ...paging }: Paging & { status?: string | undefined },
): Promise<{ items: T[]; total: number }> {
  return newestFirstPage<T>(
    () => (status ? knex(table).where({ status }) : knex(table)),
    columns,
    paging,
  );
}

/**
 * One page of `table`, newest first, filtered by a status (a column, or SQL that derives one), the
 * filter's total, and how many rows have each status whatever the filter: the Outbox and the
 * subscribers, whose filter shows each status's count.
 */
export async function pageWithStatusCounts<T>(
  knex: Knex,
  table: string,
  columns: Columns,
  statusSql: string,
  { status, ...paging }: Paging & { status?: string | undefined },
): Promise<{ items: T[]; total: number; counts: Record<string, number> }> {
  const [page, counts] = await Promise.all([
    newestFirstPage<T>(
      () =>
        status === undefined ? knex(table) : knex(table).whereRaw(`${statusSql} = ?`, [status]),
      columns,
      paging,
    ),
    knex(table)
      .select(knex.raw(`${statusSql} as status`))
      .count({ n: '*' })
      .groupByRaw(statusSql) as Promise<{ status: string; n: number }[]>,
  ]);
  return { ...page, counts: Object.fromEntries(counts.map((row) => [row.status, row.n])) };
}
