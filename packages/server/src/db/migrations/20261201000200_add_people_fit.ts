import type { Knex } from 'knex';

/**
 * A person's fit grade (A-D) beside the engagement score: how well their answers (budget, timeline,
 * team size, the calculator's estimate) say they can buy, its score (0-100) and the answers it rests
 * on, for the badge's "why". Null when nothing that grades is known. The code keeps it
 * (features/people/fit.ts, in the transaction of each write that changes the answers); the rows
 * already there are graded by the next migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('people', (table) => {
    table.text('fit_grade');
    table.integer('fit_score');
    table.specificType('fit_reasons', 'text[]').notNullable().defaultTo('{}');
    table.check("fit_grade in ('A', 'B', 'C', 'D')", [], 'people_fit_grade_check');
    table.check('fit_score between 0 and 100', [], 'people_fit_score_check');
    table.check('(fit_grade is null) = (fit_score is null)', [], 'people_fit_graded_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('people', (table) => {
    table.dropChecks([
      'people_fit_grade_check',
      'people_fit_score_check',
      'people_fit_graded_check',
    ]);
    table.dropColumns('fit_grade', 'fit_score', 'fit_reasons');
  });
}
