/**
 * A person's fit grade, kept in `people.fit_*` by the code (the rule is @leadline/domain's `fitOf`):
 * each write that changes a person's answers (a questionnaire's save, a calculator lead) calls
 * refreshPersonFit in its transaction, after the triggers have made the person.
 */
import type { Knex } from 'knex';
import { fitOf, type FitAnswers } from '@leadline/domain';

/** The latest answer a person gave to `column` over their questionnaires (`:email` is lower case). */
const latestAnswer = (column: string) => `(
  select w.${column} from workflow_submissions w
  where lower(w.email) = :email and w.${column} is not null
  order by w.updated_at desc, w.id desc limit 1)`;

/** Grades the people of these addresses again from everything they have answered; unknown ones are skipped. */
export async function refreshPersonFit(
  trx: Knex | Knex.Transaction,
  ...emails: (string | null | undefined)[]
): Promise<void> {
  // In a stable order: two writes that grade the same two people lock them in the same order.
  const addresses = [
    ...new Set(
      emails.filter((email): email is string => !!email).map((email) => email.trim().toLowerCase()),
    ),
  ].sort();
  for (const email of addresses) {
    // Locked before its answers are read: a concurrent write that grades this person waits, and
    // then reads this one's answers too, so the last grade written is of every answer.
    await trx('people').where({ email }).forUpdate().first('id');
    const { rows } = await trx.raw<{ rows: FitAnswers[] }>(
      `select ${latestAnswer('budget_range')} as "budgetRange",
         ${latestAnswer('timeline')} as timeline,
         ${latestAnswer('team_size')} as "teamSize",
         (select c.total_cost from calculator_leads c where lower(c.email) = :email
          order by c.created_at desc, c.id desc limit 1) as "estimateTotal"`,
      { email },
    );
    const fit = fitOf(rows[0] ?? {});
    await trx('people').where({ email }).update({
      fit_grade: fit.grade,
      fit_score: fit.score,
      fit_reasons: fit.because,
    });
  }
}

/** The person `alias`'s fit as the API answers it: `{ grade, score, because }`. */
export const fitObjectSql = (alias: string) =>
  `json_build_object('grade', ${alias}.fit_grade, 'score', ${alias}.fit_score, 'because', ${alias}.fit_reasons)`;

/**
 * A row's fit as the lists answer it, from the person aliased `alias`; null
 * when the row has no person (no address).
 */
export const fitJsonSql = (alias: string) =>
  `case when ${alias}.id is null then null
    else ${fitObjectSql(alias)} end`;
