import type { Knex } from 'knex';
import type { ListPage, ListSort, PersonSummary } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import type { Paging } from '../../lists/paging';
import { linkedFiguresJoin, personSummaryColumns } from './person-sql';

/**
 * How people sort. They all have an address, and their score (the best of their linked sessions) is
 * too dear to compute for every person, so the default and `score` are the fit order: best fit first,
 * ungraded last, then the latest activity. Each order is an index's (people_fit_idx,
 * people_activity_idx).
 */
const PEOPLE_ORDER = {
  fit: (p: string) => `${p}fit_score desc nulls last, ${p}last_activity_at desc, ${p}id desc`,
  recent: (p: string) => `${p}last_activity_at desc, ${p}id desc`,
} as const;

/**
 * One page of people in the order asked, with their kinds, best score and last visit. The page's ids
 * come from the order's index alone (the rows skipped by the offset are not read), and the total
 * from the people's tally (features/analytics/tallies.ts) rather than a count of every row.
 */
export async function listPeople(
  knex: Knex,
  { limit, offset, sort }: Paging & { sort?: ListSort | undefined },
): Promise<ListPage<PersonSummary>> {
  const order = PEOPLE_ORDER[sort === 'recent' ? 'recent' : 'fit'];
  const [{ rows }, { rows: counts }] = await Promise.all([
    knex.transaction(async (trx) => {
      // The planner prices the per-person lookups far above what they cost (about 1 ms for a
      // page): at 1,000,000 people that crossed jit_above_cost, and compiling took 130 ms.
      await trx.raw('set local jit = off');
      return trx.raw<{ rows: PersonSummary[] }>(
        `select ${personSummaryColumns}
        from (select id from people order by ${order('')} limit ? offset ?) page
        join people p using (id)
        ${linkedFiguresJoin}
        order by ${order('p.')}`,
        [limit, offset],
      );
    }),
    knex.raw<{ rows: { n: number }[] }>(
      `select coalesce(sum(records), 0)::int as n from record_tallies where kind = 'people'`,
    ),
  ]);
  return { items: rows, total: counts[0]?.n ?? 0 };
}

/** One person's summary, or undefined for an unknown id. */
export async function personSummary(knex: Knex, id: string): Promise<PersonSummary | undefined> {
  const { rows } = await knex.raw<{ rows: PersonSummary[] }>(
    `select ${personSummaryColumns} from people p ${linkedFiguresJoin} where p.id = ?`,
    [id],
  );
  return rows[0];
}

/** The address of the person with this id (an id that is not a uuid is no one's). */
export async function emailOfPerson(knex: Knex, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const person = await knex('people').where({ id }).first<{ email: string } | undefined>('email');
  return person?.email;
}
