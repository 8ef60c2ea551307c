/** Paging of the admin lists: a 1-based page in the URL, limit and offset to the API. */
import { PAGE_SIZE } from '@leadline/domain';

/** How many pages `total` rows fill; at least one, so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number = PAGE_SIZE.default): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 11-20 of 23": the first and last row numbers of a page. */
export function pageRange(page: number, pageSize: number, total: number) {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to, pageCount: pageCount(total, pageSize) };
}

/** A page from the URL search: a whole number above 1, else the first page (undefined). */
export function parsePage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** `limit` and `offset` of a page, as query parameters. */
export function pageParams(page: number, params = new URLSearchParams()): URLSearchParams {
  params.set('limit', String(PAGE_SIZE.default));
  params.set('offset', String((Math.max(1, page) - 1) * PAGE_SIZE.default));
  return params;
}

/** The most rows the API answers at once: how a row is looked for past the page on screen. */
export const LOCATE_BATCH = 100;

/**
 * Where row `id` sits in a list (0 is the first), or -1 when it is not there: reads the list
 * LOCATE_BATCH rows at a time with `fetchRows(limit, offset)`, in the order the screen shows.
 */
export async function locateRowIn(
  fetchRows: (limit: number, offset: number) => Promise<{ items: { id: string }[]; total: number }>,
  id: string,
): Promise<number> {
  for (let offset = 0; ; offset += LOCATE_BATCH) {
    const { items, total } = await fetchRows(LOCATE_BATCH, offset);
    const index = items.findIndex((row) => row.id === id);
    if (index >= 0) return offset + index;
    if (items.length < LOCATE_BATCH || offset + LOCATE_BATCH >= total) return -1;
  }
}
