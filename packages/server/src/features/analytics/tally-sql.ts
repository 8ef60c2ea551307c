/**
 * The DDL of the tallies (tallies.ts) for their migrations: a tally's table, and the statement-level
 * triggers that append the net change of each statement to it.
 */
import type { Tally } from './tallies';

const columnTypes: Record<string, string> = {
  source: 'text',
  landing_page: 'text',
  band: 'smallint',
  has_email: 'boolean',
  slot: 'timestamptz',
  notified: 'boolean',
  contacted: 'boolean',
  kind: 'text',
  status: 'text',
};

export const createTallySql = ({ table, keys, sums }: Tally) => `
  create table ${table} (
    ${keys.map((key) => `${key} ${columnTypes[key] ?? 'text'} not null`).join(', ')},
    ${sums.map((sum) => `${sum} bigint not null`).join(', ')},
    folded boolean not null default false
  )`;

/** A trigger function whose branches each read only the transition tables their event has. */
export const tallyTriggerFunctionSql = (
  name: string,
  statements: (changes: string) => string[],
  contributions: (rows: string, sign: 1 | -1) => string,
) => {
  const apply = (changes: string) =>
    statements(`(${changes})`)
      .map((sql) => `${sql};`)
      .join('\n');
  return `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      ${apply(contributions('new_rows', 1))}
    elsif tg_op = 'UPDATE' then
      ${apply(`${contributions('new_rows', 1)} union all ${contributions('old_rows', -1)}`)}
    elsif tg_op = 'DELETE' then
      ${apply(contributions('old_rows', -1))}
    end if;
    return null;
  end $$`;
};

/** One statement-level trigger per event (a trigger with transition tables may have only one). */
export const tallyTriggersSql = (table: string, fn: string) => [
  `create trigger ${table}_tally_insert after insert on ${table}
    referencing new table as new_rows for each statement execute function ${fn}()`,
  `create trigger ${table}_tally_update after update on ${table}
    referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
  `create trigger ${table}_tally_delete after delete on ${table}
    referencing old table as old_rows for each statement execute function ${fn}()`,
];
