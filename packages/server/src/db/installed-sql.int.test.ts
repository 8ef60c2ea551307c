/**
 * What the migrations installed, held to what the code expects of it. Released migrations are frozen
 * (migrations/README.md), so a constant baked into their SQL (a threshold, a tally's columns, its
 * time unit) does not follow the code when the code changes: these tests say so, and that the change
 * needs a new migration. (database.int.test.ts probes the check constraints against the vocabularies
 * of @leadline/domain.) They also hold every function and trigger to what the migrations installed,
 * so that an edit of a released migration, or a new one's trigger, does not go unseen.
 */
import type { Knex } from 'knex';
import { expect, it } from 'vitest';
import { bandOf } from '@leadline/domain';
import { BAND, slotOf, TALLIES } from '../features/analytics/tallies';
import { describeIntegration, useOpenTestDatabase } from '../test/harness';
import { INSTALLED_FUNCTIONS, INSTALLED_TRIGGERS } from './installed-sql';

const NEW_MIGRATION =
  'Released migrations are frozen: write a new migration that brings the database in line ' +
  '(see src/db/migrations/README.md), never edit a released one.';

async function rows<T>(knex: Knex, sql: string, bindings: readonly Knex.RawBinding[] = []) {
  return (await knex.raw<{ rows: T[] }>(sql, bindings)).rows;
}

describeIntegration('the SQL the migrations installed', () => {
  const open = useOpenTestDatabase();

  it('bands scores as @leadline/domain does (session_band, which the session tallies store)', async () => {
    const bands = await rows<{ score: number; band: number }>(
      open.db.knex,
      'select s as score, session_band(s) as band from generate_series(-10, 200) s',
    );
    const misplaced = bands
      .filter(({ score, band }) => band !== BAND[bandOf(score)])
      .map(({ score, band }) => `${score}: ${band}, not ${BAND[bandOf(score)]} (${bandOf(score)})`);
    expect(
      misplaced,
      `session_band (migration 20261129000100) has the thresholds baked in, and they are no longer ` +
        `@leadline/domain's or features/analytics/tallies.ts's BAND. ${NEW_MIGRATION} It replaces ` +
        `session_band and rebuilds both session tallies, keyed by band.`,
    ).toEqual([]);
  });

  it('has the columns features/analytics/tallies.ts gives each tally', async () => {
    for (const { table, keys, sums } of TALLIES) {
      const columns = await rows<{ name: string }>(
        open.db.knex,
        `select column_name as name from information_schema.columns
         where table_schema = current_schema() and table_name = ? order by ordinal_position`,
        [table],
      );
      expect(
        columns.map(({ name }) => name),
        `${table} has other columns than tallies.ts says. ${NEW_MIGRATION}`,
      ).toEqual([...keys, ...sums, 'folded']);
    }
  });

  it('bins the sessions of the trends by the slot the reports read (slotOf)', async () => {
    const [tally] = await rows<{ source: string }>(
      open.db.knex,
      `select prosrc as source from pg_proc where oid = 'tally_sessions()'::regprocedure`,
    );
    expect(
      tally?.source,
      `tally_sessions (migration 20261129000100) bins sessions otherwise than tallies.ts's slotOf. ` +
        NEW_MIGRATION,
    ).toContain(slotOf('r.created_at'));
  });

  it('has the functions and triggers the migrations installed, as they installed them', async () => {
    const functions = await rows<{ name: string; md5: string }>(
      open.db.knex,
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
         md5(p.prosrc) as md5
       from pg_proc p
       where p.pronamespace = current_schema()::regnamespace
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
           and d.objid = p.oid and d.deptype = 'e')`,
    );
    const triggers = await rows<{ name: string; md5: string }>(
      open.db.knex,
      `select tgrelid::regclass::text || '.' || tgname as name, md5(pg_get_triggerdef(oid)) as md5
       from pg_trigger where not tgisinternal`,
    );
    const byName = (list: { name: string; md5: string }[]) =>
      Object.fromEntries(list.map(({ name, md5 }) => [name, md5]));
    const advice =
      `${NEW_MIGRATION} A new migration's functions and triggers are recorded in installed-sql.ts ` +
      `(md5 of pg_proc.prosrc, of pg_get_triggerdef), and named in the README of the feature ` +
      `whose behaviour they hold.`;
    expect(byName(functions), `The database's functions are not those recorded. ${advice}`).toEqual(
      INSTALLED_FUNCTIONS,
    );
    expect(byName(triggers), `The database's triggers are not those recorded. ${advice}`).toEqual(
      INSTALLED_TRIGGERS,
    );
  });
});
