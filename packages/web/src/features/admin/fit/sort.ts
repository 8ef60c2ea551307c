/** A lead list's order in the URL (`?sort=score|fit|recent`; absent: the reachable and best first). */
import { LIST_SORTS, type ListSort } from '@leadline/domain';

/** The sort of a URL search: one of the API's, else the default (undefined). */
export function parseSort(value: unknown): ListSort | undefined {
  return LIST_SORTS.find((sort) => sort === value);
}

/** Sets `sort` on the API's query when it is not the default. */
export function withSort(params: URLSearchParams, sort: ListSort | undefined): URLSearchParams {
  if (sort) params.set('sort', sort);
  return params;
}
