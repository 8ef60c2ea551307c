/**
 * What the admin lists share: query and PATCH schemas (unknown fields refused), and paging newest
 * first with the total of the same filter.
 */
import type { Knex } from 'knex';
import { number, object, string, type InferType } from 'yup';
import { LIMITS, text, PAGE_SIZE } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import { notFound } from '../../errors';

/** Far past any list's end, and well inside PostgreSQL's bigint (a larger number is a database error). */
const MAX_OFFSET = 1_000_000_000;

/** `limit` (1-100, default 10) and `offset` (default 0): how every admin list pages. */
export const pagingFields = () => ({
  limit: number()
    .typeError('limit must be a number.')
    .integer('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(PAGE_SIZE.max, `limit must be at most ${PAGE_SIZE.max}.`)
    .default(PAGE_SIZE.default),
  offset: number()
    .typeError('offset must be a number.')
    .integer('offset must be a whole number.')
    .min(0, 'offset cannot be negative.')
    .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET.toLocaleString('en-US')}.`)
    .default(0),
});

export interface Paging {
  limit: number;
  offset: number;
}

export function listQuerySchema(statuses: readonly string[]) {
  return object({
    status: string()
      .oneOf(statuses, `status must be one of: ${statuses.join(', ')}.`)
      .optional(),
    ...pagingFields(),
  });
}

export type ListQuery = InferType<ReturnType<typeof listQuerySchema>>;

export function patchSchema(statuses: readonly string[]) {
  return object({
    status: string()
      .oneOf(statuses, `status must be one of: ${statuses.join(', ')}.`)
      .optional(),
    notes: text()
      .nullable()
      .max(
        LIMITS.notes,
        `notes must be at most ${LIMITS.notes.toLocaleString('en-US')} characters.`,
      )
      .optional(),
  }).test(
    'something',
    'Send status and/or notes.',
    (value) => value.status !== undefined || value.notes !== undefined,
  );
}

export type Patch = InferType<ReturnType<typeof patchSchema>>;

/** One page of `table`, newest first, and how many rows the filter matches in all. */
export async function listPage<T>(
  knex: Knex,
  table: string,
  columns: (string | Knex.Raw)[],
  { status, limit, offset }: ListQuery,
): Promise<{ items: T[]; total: number }> {
  const filtered = () => (status ? knex(table).where({ status }) : knex(table));
  const [items, [count]] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select(columns),
    filtered().count<{ n: number }[]>({ n: '*' }),
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
  columns: (string | Knex.Raw)[],
  statusSql: string,
  { status, limit, offset }: Paging & { status?: string },
): Promise<{ items: T[]; total: number; counts: Record<string, number> }> {
  const filtered = () =>
    status === undefined ? knex(table) : knex(table).whereRaw(`${statusSql} = ?`, [status]);
  const [items, [count], counts] = await Promise.all([
    filtered()
      .select(columns)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset),
    filtered().count<{ n: number }[]>({ n: '*' }),
    knex(table)
      .select(knex.raw(`${statusSql} as status`))
      .count({ n: '*' })
      .groupByRaw(statusSql) as Promise<{ status: string; n: number }[]>,
  ]);
  return {
    items: items as T[],
    total: count?.n ?? 0,
    counts: Object.fromEntries(counts.map((row) => [row.status, row.n])),
  };
}

/**
 * Applies a PATCH to the row with this id and answers the updated row; an unknown id is 404. A new
 * status is recorded, with who set it, for the person's timeline.
 */
export async function patchRow<T>(
  knex: Knex,
  table: string,
  columns: (string | Knex.Raw)[],
  id: string,
  patch: Patch,
  what: string,
  userId: string | undefined,
): Promise<T> {
  if (!isUuid(id)) throw notFound(`No ${what} with id ${id}`);
  return knex.transaction(async (trx) => {
    const before = await trx(table).where({ id }).forUpdate().first<{ status: string }>('status');
    if (!before) throw notFound(`No ${what} with id ${id}`);
    const changes: Record<string, unknown> = { updated_at: trx.fn.now() };
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.notes !== undefined) changes.notes = patch.notes === '' ? null : patch.notes;
    const [row] = await trx(table).where({ id }).update(changes).returning(columns);
    if (patch.status !== undefined && patch.status !== before.status)
      await trx('status_changes').insert({
        record_kind: table,
        record_id: id,
        from_status: before.status,
        to_status: patch.status,
        changed_by: userId ?? null,
      });
    return row as T;
  });
}

/** In a spec's columns: the id of the person of the row's address (people.email is lower case). */
export const PERSON_OF_ROW = '(person of the row)';

/** The API's field names of T, each with the column it is read from. */
export type Columns<T> = { readonly [K in keyof T]-?: string };

/** A kind of submission the admin lists and updates, answered as T. */
export interface RecordsSpec<T> {
  /** Under /api/admin, e.g. /submissions/leads. */
  path: string;
  table: string;
  /** Every field of T and its column: the compiler checks that the answer has each field. */
  columns: Columns<T>;
  statuses: readonly string[];
  /** For messages: "lead", "contact message"... */
  what: string;
}

/** The select list of a spec: `column as field` where the two differ. */
export function selectList<T>(
  knex: Knex,
  table: string,
  columns: Columns<T>,
): (string | Knex.Raw)[] {
  return Object.entries<string>(columns).map(([field, column]) =>
    column === PERSON_OF_ROW
      ? knex.raw('(select p.id from people p where p.email = lower(??)) as ??', [
          `${table}.email`,
          field,
        ])
      : column === field
        ? column
        : `${column} as ${field}`,
  );
}
