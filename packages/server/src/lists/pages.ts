/** One page of a list, newest first, with the total of the same filter (and, where asked, per status). */
import type { Knex } from 'knex';
import type { ListSort } from '@leadline/domain';
import type { Paging } from './paging';
import { orderSql } from './sorting';

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

/**
 * One page of a lead list (`table` has email, session_id, created_at, status), sorted by `sort` (see
 * ./sorting.ts): the fit is the person's of the row's address, the score the row's session's.
 */
export async function sortedRecordsPage<T>(
  knex: Knex,
  table: string,
  columns: Columns,
  {
    status,
    sort,
    limit,
    offset,
  }: Paging & { status?: string | undefined; sort?: ListSort | undefined },
): Promise<{ items: T[]; total: number }> {
  const rows = () => (status ? knex(table).where(`${table}.status`, status) : knex(table));
  const page = rows().select(columns);
  // Most recent first is the (status,) created_at index's own order: no other table is read.
  if (sort !== 'recent')
    page
      .leftJoin('people as p', function joinPerson() {
        this.on('p.email', '=', knex.raw('lower(??)', [`${table}.email`]));
      })
      .leftJoin('analytics_sessions as s', 's.session_id', `${table}.session_id`);
  const order = orderSql(sort, {
    reachable: `${table}.email is not null`,
    fitGrade: 'p.fit_grade',
    fitScore: 'p.fit_score',
    byScore: 's.score desc nulls last',
    recent: `${table}.created_at`,
    tiebreak: `${table}.id desc`,
  });
  const [items, [count]] = await Promise.all([
    page.orderByRaw(order).limit(limit).offset(offset),
    rows().count<{ n: number }[]>({ n: '*' }),
  ]);
  return { items: items as T[], total: count?.n ?? 0 };
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
