import type { Knex } from 'knex';
import pg from 'pg';
import { csvLine } from './csv';

/** Half V8's large-object size (one-byte text), so that chunks are allocated, and die, young. */
const CHUNK_CHARS = 64 * 1024;

export interface CsvChunk {
  text: string;
  rows: number;
  /** The chunk's last row, with all its values (created_at at full precision too). */
  last: readonly unknown[];
}

/** Turns rows into CSV records (the first `width` values of each) and cuts them into chunks. */
class ChunkBuilder {
  private text = '';
  private rows = 0;
  private last: readonly unknown[] = [];

  constructor(private readonly width: number) {}

  /** Adds a row; answers a chunk when one is full. */
  add(row: readonly unknown[]): CsvChunk | undefined {
    this.text += csvLine(row, this.width);
    this.rows += 1;
    this.last = row;
    return this.text.length >= CHUNK_CHARS ? this.take() : undefined;
  }

  /** What is left, if anything. */
  take(): CsvChunk | undefined {
    if (this.rows === 0) return undefined;
    const chunk = { text: this.text, rows: this.rows, last: this.last };
    this.text = '';
    this.rows = 0;
    return chunk;
  }
}

/**
 * Runs a page's query and answers its CSV in chunks. On a PostgreSQL server each row is taken from
 * the driver as it arrives and made into CSV at once, rather than collected into a result first: rows
 * held for a whole page live long enough for the garbage collector to promote them to the old
 * generation, which then grows to several times the live data between full collections (measured on
 * a million-row export: about 380 MB promoted over the run, and a peak RSS near 165 MB where this
 * peaks near 113 MB). A slow reader lets chunks queue, at most one page of them. PGlite goes through
 * Knex.
 */
export async function* csvChunks(
  knex: Knex,
  query: Knex.QueryBuilder,
  width: number,
): AsyncGenerator<CsvChunk> {
  const builder = new ChunkBuilder(width);
  if (knex.client.config.client !== 'pg') {
    for (const row of (await query) as Record<string, unknown>[]) {
      const chunk = builder.add(Object.values(row));
      if (chunk) yield chunk;
    }
    const rest = builder.take();
    if (rest) yield rest;
    return;
  }

  const { sql, bindings } = query.toSQL().toNative();
  const config: pg.QueryArrayConfig = { text: sql, values: [...bindings], rowMode: 'array' };
  const connection = (await knex.client.acquireConnection()) as pg.Client;
  const ready: CsvChunk[] = [];
  let finished = false;
  let abandoned = false;
  let failure: unknown;
  let wake = () => {};
  const settle = () => {
    finished = true;
    wake();
  };
  try {
    // The callback, not only the 'error' event: with query_timeout set (db/connect.ts) the driver
    // reports a query's errors to its callback alone, and an export waiting for the event would hold
    // its connection forever.
    const query = new pg.Query<unknown[]>(config, (error) => {
      if (!error) return;
      failure ??= error;
      settle();
    });
    connection
      .query(query)
      .on('row', (row) => {
        if (abandoned || failure !== undefined) return;
        // A throw inside the driver's row event would break the connection: keep it for the end.
        try {
          const chunk = builder.add(row);
          if (chunk) {
            ready.push(chunk);
            wake();
          }
        } catch (error) {
          failure = error;
        }
      })
      .on('error', (error) => {
        failure ??= error;
        settle();
      })
      .on('end', () => {
        const rest = builder.take();
        if (rest) ready.push(rest);
        settle();
      });
    for (;;) {
      const chunk = ready.shift();
      if (chunk) yield chunk;
      else if (finished) break;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure !== undefined) throw failure;
  } finally {
    // Left early (the reader went away): the query runs to its end before the connection goes back.
    abandoned = true;
    while (!finished) await new Promise<void>((resolve) => (wake = resolve));
    await knex.client.releaseConnection(connection);
  }
}
