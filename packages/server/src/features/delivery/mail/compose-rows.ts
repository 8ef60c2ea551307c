/** What composing a message reads: the rows it names (gone: not sent), labels, a person's fit. */
import type { Knex } from 'knex';
import type { Fit } from '@leadline/domain';

export const labelOf = (
  options: readonly { value: string; label: string }[],
  value: string | null,
) => (value === null ? null : (options.find((option) => option.value === value)?.label ?? value));

export class Gone extends Error {}

/** The fit of the person of an address, as stored (features/people/fit.ts); null without one. */
export async function fitOfAddress(knex: Knex, email: string | null): Promise<Fit | null> {
  if (!email) return null;
  const person = (await knex('people')
    .where({ email: email.trim().toLowerCase() })
    .first('fit_grade', 'fit_score', 'fit_reasons')) as
    { fit_grade: Fit['grade']; fit_score: number | null; fit_reasons: string[] } | undefined;
  return person
    ? { grade: person.fit_grade, score: person.fit_score, because: person.fit_reasons }
    : null;
}

export async function row<T>(query: Knex.QueryBuilder): Promise<T> {
  const found = (await query.first()) as T | undefined;
  if (!found) throw new Gone();
  return found;
}
