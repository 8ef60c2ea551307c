/**
 * The CSV exports, for the admin API and the CLI alike: which columns each holds, which filters it
 * takes, and a stream of its rows read in pages (keyset on created_at and id, newest first), so memory
 * stays flat however many rows there are, on PostgreSQL and PGlite alike.
 */
import type { Knex } from 'knex';
import { date, object, string, type InferType } from 'yup';
import { CONTACT_STATUSES, LEAD_STATUSES, WORKFLOW_STATUSES } from '../../domain';
import { WARM_BAND } from '../warm-leads/queries';
import { csvLine } from './csv';

export const EXPORT_KINDS = [
  'leads',
  'contacts',
  'workflow-submissions',
  'hot-leads',
  'warm-leads',
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
const list = (header: string, sql: string) => col(header, `array_to_string(${sql}, ', ')`);

const SPECS: Record<ExportKind, ExportSpec> = {
  leads: {
    from: 'calculator_leads',
    statuses: LEAD_STATUSES,
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('name', 't.name'),
      col('email', 't.email'),
      list('selectedFeatures', 't.selected_features'),
      col('totalCost', 't.total_cost'),
      col('status', 't.status'),
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
      col('status', 't.status'),
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
      col('painPoint', 't.pain_point'),
      list('currentTools', 't.current_tools'),
      col('manualProcess', 't.manual_process'),
      col('teamSize', 't.team_size'),
      col('successVision', 't.success_vision'),
      col('timeline', 't.timeline'),
      col('budgetRange', 't.budget_range'),
      col('completedSteps', 't.completed_steps'),
      col('totalSteps', 't.total_steps'),
      col('status', 't.status'),
      col('notes', 't.notes'),
    ],
  },
  'hot-leads': {
    from: 'hot_leads',
    columns: [
      col('id', 't.id'),
      time('createdAt', 't.created_at'),
      col('email', 't.email'),
      col('score', 't.score'),
      col('notified', 't.notified'),
      col('contacted', 't.contacted'),
      col('convertedToLead', 't.converted_to_lead'),
      col('leadId', 't.lead_id'),
      col('leadKind', 't.lead_kind'),
      list('qualificationReasons', 't.qualification_reasons'),
      col('sessionId', 't.session_id'),
    ],
  },
  'warm-leads': {
    from: 'analytics_sessions',
    columns: [
      col('sessionId', 't.session_id'),
      time('createdAt', 't.created_at'),
      col('email', 't.email'),
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
};

export const exportFilterSchema = object({
  status: string().optional(),
  since: date().typeError('since must be a date such as 2026-01-31.').optional(),
  until: date().typeError('until must be a date such as 2026-01-31.').optional(),
});

export type ExportFilter = InferType<typeof exportFilterSchema>;

/** Checks a filter against the kind (its statuses); the message is for the person who typed it. */
export function checkFilter(kind: ExportKind, filter: ExportFilter): string | undefined {
  const statuses = SPECS[kind].statuses;
  if (filter.status === undefined) return undefined;
  if (!statuses) return `${kind} cannot be filtered by status.`;
  if (!statuses.includes(filter.status)) return `status must be one of: ${statuses.join(', ')}.`;
  return undefined;
}

function filtered(knex: Knex, kind: ExportKind, filter: ExportFilter): Knex.QueryBuilder {
  const spec = SPECS[kind];
  const query = knex({ t: spec.from });
  spec.where?.(query, knex);
  if (filter.status) query.where('t.status', filter.status);
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

export interface ExportOptions {
  /** Called after each page with the number of rows written. */
  onRows?: (rows: number) => void;
  pageSize?: number;
}

/** The CSV, header first, as text chunks of one page each. */
export async function* exportCsv(
  knex: Knex,
  kind: ExportKind,
  filter: ExportFilter,
  { onRows, pageSize = 5000 }: ExportOptions = {},
): AsyncGenerator<string> {
  const spec = SPECS[kind];
  yield csvLine(spec.columns.map((column) => column.header));
  const key = spec.from === 'analytics_sessions' ? 't.session_id' : 't.id';
  let after: { createdAt: string; key: string } | undefined;
  for (;;) {
    const query = filtered(knex, kind, filter)
      .select([
        ...spec.columns.map((column, index) => knex.raw(`${column.sql} as c${index}`)),
        // Full precision: a JavaScript Date would drop the microseconds and skip or repeat rows.
        knex.raw('t.created_at::text as "pageAt"'),
        knex.raw(`${key} as "pageKey"`),
      ])
      .orderBy([
        { column: 't.created_at', order: 'desc' },
        { column: key, order: 'desc' },
      ])
      .limit(pageSize);
    if (after)
      query.whereRaw(`(t.created_at, ${key}::text) < (?, ?)`, [after.createdAt, after.key]);
    const rows = await fetchRows(knex, query);
    if (rows.length === 0) return;
    const width = spec.columns.length;
    let chunk = '';
    for (const row of rows) chunk += csvLine(row.slice(0, width));
    yield chunk;
    onRows?.(rows.length);
    const last = rows[rows.length - 1] as unknown[];
    after = { createdAt: String(last[width]), key: String(last[width + 1]) };
    if (rows.length < pageSize) return;
  }
}

interface ArrayRowsConnection {
  query(config: {
    text: string;
    values: readonly unknown[];
    rowMode: 'array';
  }): Promise<{ rows: unknown[][] }>;
}

/**
 * A page as arrays of values. On a PostgreSQL server the rows come as arrays straight from the driver
 * (no object per row: less garbage and memory on million-row exports); PGlite goes through Knex.
 */
async function fetchRows(knex: Knex, query: Knex.QueryBuilder): Promise<unknown[][]> {
  if (knex.client.config.client !== 'pg') {
    return ((await query) as Record<string, unknown>[]).map((row) => Object.values(row));
  }
  const { sql, bindings } = query.toSQL().toNative();
  const connection = (await knex.client.acquireConnection()) as ArrayRowsConnection;
  try {
    return (await connection.query({ text: sql, values: bindings, rowMode: 'array' })).rows;
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
