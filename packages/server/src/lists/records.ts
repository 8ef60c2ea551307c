/**
 * The submissions the admin lists and updates (leads, contact messages, questionnaires), described as
 * data: which table, which fields, which statuses. recordsRouter serves each spec's two routes.
 */
import type { Knex } from 'knex';
import { object, type InferType } from 'yup';
import { LIMITS, text } from '@leadline/domain';
import { isUuid } from '../db/rows';
import { notFound } from '../errors';
import { statusField } from './paging';
import { fitObjectSql } from '../features/people/fit';
import { feedPersonStage } from '../features/people/record-stage';

/** In a spec's columns: the id of the person of the row's address (people.email is lower case). */
export const PERSON_OF_ROW = '(person of the row)';
/** In a spec's columns: the fit of the person of the row's address, or null. */
export const FIT_OF_ROW = '(fit of the row)';
/** In a spec's columns: the engagement score of the row's session, or null. */
export const SCORE_OF_ROW = '(score of the row)';
/** In a spec's columns: the pipeline stage of the person of the row's address, or null. */
export const STAGE_OF_ROW = '(stage of the row)';

/**
 * The columns every kind of submission has: its status and notes, where and when it came, and the
 * person, fit, stage and score it is read with.
 */
export const SUBMISSION_COLUMNS = {
  status: 'status',
  notes: 'notes',
  sessionId: 'session_id',
  createdAt: 'created_at',
  personId: PERSON_OF_ROW,
  fit: FIT_OF_ROW,
  personStage: STAGE_OF_ROW,
  score: SCORE_OF_ROW,
} as const;

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

const COMPUTED: Record<string, string> = {
  [PERSON_OF_ROW]: '(select p.id from people p where p.email = lower(??))',
  [FIT_OF_ROW]: `(select ${fitObjectSql('p')} from people p where p.email = lower(??))`,
  [SCORE_OF_ROW]: '(select s.score from analytics_sessions s where s.session_id = ??)',
  [STAGE_OF_ROW]: '(select p.stage from people p where p.email = lower(??))',
};

/**
 * The select list of a spec: `table.column as field`, qualified so that a list may join other
 * tables.
 */
export function selectList<T>(
  knex: Knex,
  table: string,
  columns: Columns<T>,
): (string | Knex.Raw)[] {
  return Object.entries<string>(columns).map(([field, column]) => {
    const computed = COMPUTED[column];
    if (computed !== undefined) {
      const of = column === SCORE_OF_ROW ? `${table}.session_id` : `${table}.email`;
      return knex.raw(`${computed} as ??`, [of, field]);
    }
    return column === field ? `${table}.${column}` : `${table}.${column} as ${field}`;
  });
}

export function patchSchema(statuses: readonly string[]) {
  return object({
    status: statusField(statuses),
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

/**
 * Applies a PATCH to the row with this id and answers the updated row; an unknown id is 404. A new
 * status is recorded, with who set it, for the person's timeline, and moves the person's pipeline
 * stage forward when it says so (features/people/record-stage.ts).
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
    const before = await trx(table)
      .where({ id })
      .forUpdate()
      .first<{ status: string; email: string | null }>('status', 'email');
    if (!before) throw notFound(`No ${what} with id ${id}`);
    const changes: Record<string, unknown> = { updated_at: trx.fn.now() };
    if (patch.status !== undefined) changes.status = patch.status;
    if (patch.notes !== undefined) changes.notes = patch.notes === '' ? null : patch.notes;
    if (patch.status !== undefined && patch.status !== before.status) {
      await trx('status_changes').insert({
        record_kind: table,
        record_id: id,
        from_status: before.status,
        to_status: patch.status,
        changed_by: userId ?? null,
      });
      await feedPersonStage(trx, table, before.email, patch.status, userId ?? null);
    }
    const [row] = await trx(table).where({ id }).update(changes).returning(columns);
    return row as T;
  });
}
