/**
 * How every admin list is asked for: `limit` and `offset`, and on the lists that have one a `status`
 * filter; unknown fields are refused by the routes (validate's `unknown: 'reject'`).
 */
import { number, object, string, type InferType } from 'yup';
import { PAGE_SIZE } from '@leadline/domain';
import { sortField } from './sorting';

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

/** A list that only pages. */
export const pagingSchema = () => object(pagingFields());

/** `status` must be one of `statuses`, when given. */
export const statusField = (statuses: readonly string[]) =>
  string()
    .oneOf(statuses, `status must be one of: ${statuses.join(', ')}.`)
    .optional();

/** A list filtered by status, and paged. */
export function listQuerySchema(statuses: readonly string[]) {
  return object({ status: statusField(statuses), ...pagingFields() });
}

export type ListQuery = InferType<ReturnType<typeof listQuerySchema>>;

/** A lead list: filtered by status, sorted (`sort`, see ./sorting.ts) and paged. */
export function sortedListQuerySchema(statuses: readonly string[]) {
  return object({ status: statusField(statuses), sort: sortField(), ...pagingFields() });
}

/** A lead list without a status filter: sorted and paged. */
export const sortedPagingSchema = () => object({ sort: sortField(), ...pagingFields() });
