/**
 * The admin's search box: people, calculator leads, contact messages and questionnaires whose
 * address, name or company contains the query, newest first. Each table's stored `search_text` and
 * its trigram index answer it.
 */
import type { Knex } from 'knex';
import { SEARCH_LIMITS as SEARCH, type SearchResult } from '@leadline/domain';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const KINDS = [
  {
    type: 'person',
    table: 'people',
    personId: 't.id',
    title: 'coalesce(t.name, t.email)',
    subtitle: `concat_ws(' · ', t.email, t.company)`,
    at: 't.last_activity_at',
  },
  {
    type: 'calculator',
    table: 'calculator_leads',
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: 'coalesce(t.name, t.email)',
    subtitle: `concat_ws(' · ', 'Calculator lead', t.email)`,
    at: 't.created_at',
  },
  {
    type: 'contact',
    table: 'contact_messages',
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: 't.name',
    subtitle: `concat_ws(' · ', 'Contact message', t.email, t.company)`,
    at: 't.created_at',
  },
  {
    type: 'questionnaire',
    table: 'workflow_submissions',
    personId: '(select p.id from people p where p.email = lower(t.email))',
    title: `coalesce(t.name, t.email, t.company, 'Anonymous')`,
    subtitle: `concat_ws(' · ', 'Questionnaire', t.email, t.company)`,
    at: 't.created_at',
  },
] as const;

/**
 * Each kind is its own query, sent at once: on PostgreSQL they run side by side on the pool's
 * connections, so the answer takes as long as the slowest index, not the sum of four (a pasted
 * address, whose many trigrams make each GIN lookup cost 10-15 ms at 100,000 rows).
 */
export async function search(knex: Knex, query: string): Promise<SearchResult[]> {
  const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
  const answers = await Promise.all(
    KINDS.map((kind) =>
      knex.raw<{ rows: SearchResult[] }>(
        `select '${kind.type}' as type, t.id, ${kind.personId} as "personId",
          ${kind.title} as title, ${kind.subtitle} as subtitle
        from ${kind.table} t where t.search_text like :pattern
        order by ${kind.at} desc limit ${SEARCH.perKind}`,
        { pattern },
      ),
    ),
  );
  return answers.flatMap((answer) => answer.rows);
}
