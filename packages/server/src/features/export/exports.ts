/**
 * The CSV exports, for the admin API and the CLI alike: which columns each holds (a module per kind,
 * all ending with the first touch), which filters it takes, and a stream of its rows read in pages
 * (keyset on created_at and id, newest first), so memory stays flat however many rows there are, on
 * PostgreSQL and PGlite alike.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { csvLine } from './csv';
import { csvChunks } from './csv-chunks';
import { filtered, type ExportFilter } from './filter';
import { FIRST_TOUCH_COLUMNS } from './first-touch';
import { SPECS, type ExportKind } from './specs';

export { csvChunks } from './csv-chunks';
export { checkFilter, countExport, exportFilterSchema, type ExportFilter } from './filter';
export { EXPORT_KINDS, type ExportKind } from './specs';

const UTF8_BOM = '\uFEFF';

export interface ExportOptions {
  /** Called after each chunk with the number of rows it holds. */
  onRows?: (rows: number) => void;
  /** Rows a query (a keyset page); the CSV is handed on in smaller chunks while a page arrives. */
  pageSize?: number;
}

/**
 * The CSV, header first, as text chunks of about 64 KB. A page holds many chunks, for few round
 * trips, but is never held whole: rows become CSV as they arrive and are handed on chunk by chunk.
 */
export async function* exportCsv(
  knex: Knex,
  kind: ExportKind,
  filter: ExportFilter,
  { onRows, pageSize = 5000 }: ExportOptions = {},
): AsyncGenerator<string> {
  const spec = SPECS[kind];
  const columns = [...spec.columns, ...FIRST_TOUCH_COLUMNS];
  yield (filter.excel ? UTF8_BOM : '') + csvLine(columns.map((column) => column.header));
  const key = spec.from === 'analytics_sessions' ? 't.session_id' : 't.id';
  const width = columns.length;
  let after: { createdAt: string; key: string } | undefined;
  for (;;) {
    const query = filtered(knex, kind, filter)
      .select([
        ...columns.map((column, index) => knex.raw(`${column.sql} as c${index}`)),
        // After the CSV's columns, where the next page starts: created_at at full precision (a
        // JavaScript Date would drop the microseconds and skip or repeat rows), and the key.
        knex.raw('t.created_at::text as "pageAt"'),
        knex.raw(`${key}::text as "pageKey"`),
      ])
      .orderBy([
        { column: 't.created_at', order: 'desc' },
        { column: key, order: 'desc' },
      ])
      .limit(pageSize);
    spec.session(query);
    if (after)
      query.whereRaw(`(t.created_at, ${key}::text) < (?, ?)`, [after.createdAt, after.key]);
    let count = 0;
    let last: readonly unknown[] | undefined;
    for await (const chunk of csvChunks(knex, query, width)) {
      yield chunk.text;
      onRows?.(chunk.rows);
      count += chunk.rows;
      last = chunk.last;
    }
    if (!last) return;
    after = { createdAt: String(last[width]), key: String(last[width + 1]) };
    if (count < pageSize) return;
  }
}

/**
 * The CSV as a stream that reads on only once the previous chunk has been taken, so a slow reader (a
 * pipe, a download) holds back the export instead of filling memory.
 */
export function exportStream(
  knex: Knex,
  kind: ExportKind,
  filter: ExportFilter,
  options: ExportOptions = {},
): Readable {
  return Readable.from(exportCsv(knex, kind, filter, options), { highWaterMark: 1 });
}
