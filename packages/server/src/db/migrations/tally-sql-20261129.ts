/**
 * Frozen, like the migrations that use it (20261129000100 and 20261129000200): the SQL of the report
 * and record tallies as those migrations installed it, copied from features/analytics/tally-sql.ts and
 * tallies.ts as they stood then. Never edit it: a tally that changes gets a new migration with SQL of
 * its own, and db/installed-sql.int.test.ts fails until it has one.
 */

export interface Tally {
  table: string;
  keys: readonly string[];
  sums: readonly string[];
}

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

/** Compaction finds the deltas through this index; the folded rows are few. */
export const deltaIndexSql = ({ table }: Tally) =>
  `create index ${table}_delta_idx on ${table} (folded) where not folded`;

/** Inserts into `tally` the net change per key of the relation `changes` (none where nothing changed). */
export const insertDeltasSql = ({ table, keys, sums }: Tally, changes: string, folded = false) => `
  insert into ${table} (${[...keys, ...sums, 'folded'].join(', ')})
  select ${keys.join(', ')}, ${sums.map((sum) => `sum(${sum})::bigint`).join(', ')}, ${folded}
  from ${changes} c group by ${keys.join(', ')}
  having ${sums.map((sum) => `sum(${sum}) <> 0`).join(' or ')}`;

/** What each row of the relation `rows` adds to a tally, times `sign`: a select over `rows r`. */
export type Contributions = (rows: string, sign: 1 | -1) => string;

/** A trigger function whose branches each read only the transition tables their event has. */
export const tallyTriggerFunctionSql = (
  name: string,
  statements: (changes: string) => string[],
  contributions: Contributions,
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

/** Drops a table's tally triggers, the truncate one included (the migrations' down). */
export const dropTallyTriggersSql = (table: string) =>
  ['insert', 'update', 'delete', 'truncate'].map(
    (event) => `drop trigger if exists ${table}_tally_${event} on ${table}`,
  );
