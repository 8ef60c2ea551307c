/** The filters an export takes, checked against its kind, and the rows they select. */
import type { Knex } from 'knex';
import { boolean, date, object, string, type InferType } from 'yup';
import { SPECS, type ExportKind } from './specs';

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

/** The kind's rows (aliased t) that the filter selects. */
export function filtered(knex: Knex, kind: ExportKind, filter: ExportFilter): Knex.QueryBuilder {
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
