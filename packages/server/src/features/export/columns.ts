/** How an export's columns are written: each a header and the SQL that reads it from the kind's rows. */
import type { Knex } from 'knex';
import { statusLabel } from '@leadline/domain';
import { sqlLiteral } from '../../db/sql-literal';
import { isoTimeSql } from '../../db/sql-time';

export interface Column {
  header: string;
  /** A column or SQL expression of the kind's query. */
  sql: string;
}

export interface ExportSpec {
  /** The table (aliased t) whose created_at and id page the export. */
  from: string;
  columns: Column[];
  /** Left-joins the row's analytics session, if any, as `fts` (see first-touch.ts). */
  session: (query: Knex.QueryBuilder) => void;
  statuses?: readonly string[];
  /** Extra conditions every row meets. */
  where?: (query: Knex.QueryBuilder, knex: Knex) => void;
}

export const col = (header: string, sql = header): Column => ({ header, sql });
/** Times and lists are formatted by the database: cheaper than making Date objects and arrays. */
export const time = (header: string, sql: string) => col(header, isoTimeSql(sql));

type Labels = readonly { value: string; label: string }[];
/** A stored value as the screens show it (the domain's labels); an unknown one as stored. */
const labelSql = (sql: string, labels: Labels) =>
  `case ${sql} ${labels.map(({ value, label }) => `when ${sqlLiteral(value)} then ${sqlLiteral(label)}`).join(' ')} else ${sql} end`;
export const labelled = (header: string, sql: string, labels: Labels) =>
  col(header, labelSql(sql, labels));
/** A list of stored values, each as the screens show it, in their order. */
export const labelledList = (header: string, sql: string, labels: Labels) =>
  col(
    header,
    `array_to_string(array(select ${labelSql('u.x', labels)} from unnest(${sql}) with ordinality u(x, n) order by u.n), ', ')`,
  );
export const statusLabels = (statuses: readonly string[]) =>
  statuses.map((value) => ({ value, label: statusLabel(value) }));
/** An estimate's features by the names stored with it (the catalogue may have renamed them since). */
export const lineItemNames = (header: string, sql: string) =>
  col(
    header,
    `array_to_string(array(select j.line->>'name' from jsonb_array_elements(${sql}) with ordinality j(line, n) order by j.n), ', ')`,
  );
export const yesNo = (header: string, sql: string) =>
  col(header, `case when ${sql} then 'Yes' else 'No' end`);

/** The columns every submission's CSV (leads, contacts, questionnaires) starts with. */
export const SUBMISSION_HEAD: readonly Column[] = [
  col('id', 't.id'),
  time('createdAt', 't.created_at'),
  col('name', 't.name'),
  col('email', 't.email'),
];

/** What follows a submission's own answers: its status as the screens say it, and the notes. */
export const submissionState = (statuses: readonly string[]): Column[] => [
  labelled('status', 't.status', statusLabels(statuses)),
  col('notes', 't.notes'),
];
