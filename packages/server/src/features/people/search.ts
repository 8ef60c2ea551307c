/**
 * The admin's search box: people, calculator leads, contact messages and questionnaires whose
 * address, name or company contains the query, newest first. Each table's trigram index answers it
 * (the expression is the index's own, from the migration that created it).
 */
import type { Knex } from 'knex';
import { SEARCH_LIMITS as SEARCH, type SearchResult } from '../../domain';
import { searchText } from '../../db/migrations/20261127000100_create_people';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const KINDS = [
  {
    type: 'person',
    table: 'people',
    text: searchText('name', 'company'),
    personId: 't.id',
    title: 'coalesce(t.name, t.email)',
    subtitle: `concat_ws(' · ', t.email, t.company)`,
    at: 't.last_activity_at',
  },
  {
    type: 'calculator',
    table: 'calculator_leads',
    text: searchText('name', 'null'),
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: 'coalesce(t.name, t.email)',
    subtitle: `concat_ws(' · ', 'Calculator lead', t.email)`,
    at: 't.created_at',
  },
  {
    type: 'contact',
    table: 'contact_messages',
    text: searchText('name', 'company'),
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: 't.name',
    subtitle: `concat_ws(' · ', 'Contact message', t.email, t.company)`,
    at: 't.created_at',
  },
  {
    type: 'questionnaire',
    table: 'workflow_submissions',
    text: searchText('name', 'company'),
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: `coalesce(t.name, t.email, t.company, 'Anonymous')`,
    subtitle: `concat_ws(' · ', 'Questionnaire', t.email, t.company)`,
    at: 't.created_at',
  },
] as const;

export async function search(knex: Knex, query: string): Promise<SearchResult[]> {
  const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
  const parts = KINDS.map(
    (kind) => `(select '${kind.type}' as type, t.id, ${kind.personId} as "personId",
      ${kind.title} as title, ${kind.subtitle} as subtitle
      from ${kind.table} t where ${kind.text} like :pattern
      order by ${kind.at} desc limit ${SEARCH.perKind})`,
  );
  const { rows } = await knex.raw<{ rows: SearchResult[] }>(parts.join(' union all '), {
    pattern,
  });
  return rows;
}
