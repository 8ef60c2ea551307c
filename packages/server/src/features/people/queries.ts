import type { Knex } from 'knex';
import type { ListPage, PersonSummary } from '../../domain';
import type { Paging } from '../admin/records';
import { linkedFiguresJoin, personSummaryColumns } from './person-sql';

/** One page of people, latest activity first, with their kinds, best score and last visit. */
export async function listPeople(
  knex: Knex,
  { limit, offset }: Paging,
): Promise<ListPage<PersonSummary>> {
  const [{ rows }, [count]] = await Promise.all([
    knex.raw<{ rows: PersonSummary[] }>(
      `select ${personSummaryColumns}
      from (select * from people order by last_activity_at desc, id desc limit ? offset ?) p
      ${linkedFiguresJoin}
      order by p.last_activity_at desc, p.id desc`,
      [limit, offset],
    ),
    knex('people').count<{ n: number }[]>({ n: '*' }),
  ]);
  return { items: rows, total: count?.n ?? 0 };
}

/** One person's summary, or undefined for an unknown id. */
export async function personSummary(knex: Knex, id: string): Promise<PersonSummary | undefined> {
  const { rows } = await knex.raw<{ rows: PersonSummary[] }>(
    `select ${personSummaryColumns} from people p ${linkedFiguresJoin} where p.id = ?`,
    [id],
  );
  return rows[0];
}
