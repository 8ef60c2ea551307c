/**
 * The CSV exports, for the admin API and the CLI alike: which columns each holds, which filters it
 * takes, and a stream of its rows read in pages (keyset on created_at and id, newest first), so memory
 * stays flat however many rows there are, on PostgreSQL and PGlite alike.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import pg from 'pg';
import { boolean, date, object, string, type InferType } from 'yup';
import {
  BUDGET_RANGES,
  CONTACT_STATUSES,
  CURRENT_TOOLS,
  LEAD_STATUSES,
  PAIN_POINTS,
  statusLabel,
  TEAM_SIZES,
  TIMELINES,
  WORKFLOW_STATUSES,
} from '@leadline/domain';
import { WARM_BAND } from '../warm-leads/queries';
import { csvLine } from './csv';
import { sqlLiteral } from '../../db/sql-literal';

export const EXPORT_KINDS = [
  'leads',
  'contacts',
  'workflow-submissions',
  'hot-leads',
  'warm-leads',
  'subscribers',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

interface Column {
  header: string;
  /** A column or SQL expression of the kind's query. */
  sql: string;
}

interface ExportSpec {
  /** The table (aliased t) whose created_at and id page the export. */
  from: string;
  columns: Column[];
  statuses?: readonly string[];
  /** Extra conditions every row meets. */
  where?: (query: Knex.QueryBuilder, knex: Knex) => void;
}

const col = (header: string, sql = header) => ({ header, sql });
/** Times and lists are formatted by the database: cheaper than making Date objects and arrays. */
const time = (header: string, sql: string) =>
  col(header, `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type Labels = readonly { value: string; label: string }[];
/** A stored value as the screens show it (the domain's labels); an unknown one as stored. */
const labelSql = (sql: string, labels: Labels) =>
  `case ${sql} ${labels.map(({ value, label }) => `when ${sqlLiteral(value)} then ${sqlLiteral(label)}`).join(' ')} else ${sql} end`;
const labelled = (header: string, sql: string, labels: Labels) =>
  col(header, labelSql(sql, labels));
/** A list of stored values, each as the screens show it, in their order. */
const labelledList = (header: string, sql: string, labels: Labels) =>
  col(
    header,
    `array_to_string(array(select ${labelSql('u.x', labels)} from unnest(${sql}) with ordinality u(x, n) order by u.n), ', ')`,
  );
const statusLabels = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, label: statusLabel(value) }));
/** An estimate's features by the names stored with it (the catalogue may have renamed them since). */
const lineItemNames = (header: string, sql: string) =>
  col(
    header,
    `array_to_string(array(select j.line->>'name' from jsonb_array_elements(${sql}) with ordinality j(line, n) order by j.n), ', ')`,
  );
const yesNo = (header: string, sql: string) =>
  col(header, `case when ${sql} then 'Yes' else 'No' end`);

const SPECS: Record<ExportKind, ExportSpec> = {
  leads: {
    from: 'calculator_leads',
    statuses: LEAD_STATUSES,
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('name', 't.name'),
      col('email', 't.email'),
      lineItemNames('selectedFeatures', 't.line_items'),
      col('totalCost', 't.total_cost'),
      labelled('status', 't.status', statusLabels(LEAD_STATUSES)),
      col('notes', 't.notes'),
      col('sessionId', 't.session_id'),
    ],
  },
  contacts: {
    from: 'contact_messages',
    statuses: CONTACT_STATUSES,
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('name', 't.name'),
      col('email', 't.email'),
      col('company', 't.company'),
      col('message', 't.message'),
      labelled('status', 't.status', statusLabels(CONTACT_STATUSES)),
      col('notes', 't.notes'),
      col('sessionId', 't.session_id'),
    ],
  },
  'workflow-submissions': {
    from: 'workflow_submissions',
    statuses: WORKFLOW_STATUSES,
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('name', 't.name'),
      col('email', 't.email'),
      col('company', 't.company'),
      labelled('painPoint', 't.pain_point', PAIN_POINTS),
      labelledList('currentTools', 't.current_tools', CURRENT_TOOLS),
      col('manualProcess', 't.manual_process'),
      labelled('teamSize', 't.team_size', TEAM_SIZES),
      col('successVision', 't.success_vision'),
      labelled('timeline', 't.timeline', TIMELINES),
      labelled('budgetRange', 't.budget_range', BUDGET_RANGES),
      col('completedSteps', 't.completed_steps'),
      col('totalSteps', 't.total_steps'),
      labelled('status', 't.status', statusLabels(WORKFLOW_STATUSES)),
      col('notes', 't.notes'),
    ],
  },
  'hot-leads': {
    from: 'hot_leads',
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('email', 't.email'),
      col('name', 't.name'),
      col('score', 't.score'),
      yesNo('notified', 't.notified'),
      yesNo('contacted', 't.contacted'),
      yesNo('convertedToLead', 't.converted_to_lead'),
      col('leadId', 't.lead_id'),
      col('leadKind', 't.lead_kind'),
      col(
        'qualificationReasons',
        `replace(array_to_string(t.qualification_reasons, ', '), '_', ' ')`,
      ),
      col('sessionId', 't.session_id'),
    ],
  },
  'warm-leads': {
    from: 'analytics_sessions',
    columns: [
      col('sessionId', 't.session_id'),
      time('createdAt', 't.created_at'),
      col('email', 't.email'),
      col('name', 't.name'),
      col('score', 't.score'),
      col('pagesViewed', 't.pages_viewed'),
      col('timeOnSite', 'floor(extract(epoch from t.last_activity_at - t.created_at))::int'),
      col('source', 't.source'),
      col('utmCampaign', 't.utm_campaign'),
      col('deviceType', 't.device_type'),
      time('lastActivityAt', 't.last_activity_at'),
    ],
    where: (query) => query.whereBetween('t.score', [WARM_BAND.min, WARM_BAND.max]),
  },
  // Confirmed and not unsubscribed: the addresses that may be mailed.
  subscribers: {
    from: 'newsletter_subscribers',
    columns: [
      col('email', 't.email'),
      time('createdAt', 't.created_at'),
      time('confirmedAt', 't.confirmed_at'),
    ],
    where: (query) => query.whereNotNull('t.confirmed_at').whereNull('t.unsubscribed_at'),
  },
};

/**
 * Four-digit years only: PostgreSQL refuses dates before 4714 BC, and the embedded database compares
 * years past 9999 wrongly (a filter that silently exported nothing).
 */
const EARLIEST = new Date('1000-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T00:00:00Z');
const dateBound = (name: string) => {
  const message = `${name} must be a date from 1000-01-01 to 9999-12-31.`;
  return date()
    .typeError(`${name} must be a date such as 2026-01-31.`)
    .min(EARLIEST, message)
    .max(LATEST, message)
    .optional();
};

export const exportFilterSchema = object({
  status: string().optional(),
  // Hot leads only, as their list filters: notified=false (New), contacted=true (Contacted).
  notified: boolean().typeError('notified must be true or false.').optional(),
  contacted: boolean().typeError('contacted must be true or false.').optional(),
  since: dateBound('since'),
  until: dateBound('until'),
  // For Excel: a byte-order mark first, so that it reads the file as UTF-8 (accents and all).
  excel: boolean().typeError('excel must be true or false.').optional(),
});

export type ExportFilter = InferType<typeof exportFilterSchema>;

/**
 * Checks a filter against the kind (its statuses, the hot-lead flags): the field at fault and a
 * message for the person who typed it.
 */
export function checkFilter(kind: ExportKind, filter: ExportFilter): [string, string] | undefined {
  const statuses = SPECS[kind].statuses;
  for (const flag of ['notified', 'contacted'] as const) {
    if (filter[flag] !== undefined && kind !== 'hot-leads') {
      return [flag, `${kind} cannot be filtered by ${flag}.`];
    }
  }
  if (filter.status === undefined) return undefined;
  if (!statuses) return ['status', `${kind} cannot be filtered by status.`];
  if (!statuses.includes(filter.status)) {
    return ['status', `status must be one of: ${statuses.join(', ')}.`];
  }
  return undefined;
}

function filtered(knex: Knex, kind: ExportKind, filter: ExportFilter): Knex.QueryBuilder {
  const spec = SPECS[kind];
  const query = knex({ t: spec.from });
  spec.where?.(query, knex);
  if (filter.status) query.where('t.status', filter.status);
  if (filter.notified !== undefined) query.where('t.notified', filter.notified);
  if (filter.contacted !== undefined) query.where('t.contacted', filter.contacted);
  if (filter.since) query.where('t.created_at', '>=', filter.since);
  if (filter.until) query.where('t.created_at', '<', filter.until);
  return query;
}

export async function countExport(
  knex: Knex,
  kind: ExportKind,
  filter: ExportFilter,
): Promise<number> {
  const [row] = await filtered(knex, kind, filter).count<{ n: number }[]>({ n: '*' });
  return row?.n ?? 0;
}

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
  yield (filter.excel ? UTF8_BOM : '') + csvLine(spec.columns.map((column) => column.header));
  // Every export's first column is its key (id, or sessionId for warm leads): with created_at, read
  // again at full precision, it is where the next page starts.
  const key = spec.from === 'analytics_sessions' ? 't.session_id' : 't.id';
  const width = spec.columns.length;
  let after: { createdAt: string; key: string } | undefined;
  for (;;) {
    const query = filtered(knex, kind, filter)
      .select([
        ...spec.columns.map((column, index) => knex.raw(`${column.sql} as c${index}`)),
        // Full precision: a JavaScript Date would drop the microseconds and skip or repeat rows.
        knex.raw('t.created_at::text as "pageAt"'),
      ])
      .orderBy([
        { column: 't.created_at', order: 'desc' },
        { column: key, order: 'desc' },
      ])
      .limit(pageSize);
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
    after = { createdAt: String(last[width]), key: String(last[0]) };
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

/** Half V8's large-object size (one-byte text), so that chunks are allocated, and die, young. */
const CHUNK_CHARS = 64 * 1024;

interface CsvChunk {
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
