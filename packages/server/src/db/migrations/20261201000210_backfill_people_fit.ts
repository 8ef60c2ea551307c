import type { Knex } from 'knex';

/**
 * The fit rule as @leadline/domain's `fitOf` had it when this migration was written, frozen: each
 * answer's points and reason, each dimension's weight and order, the estimate's bands and the grades'
 * floors. A later change of the rule is a new backfill, not an edit of this one.
 */
const CHOICES_20261201: readonly [
  dimension: number,
  weight: number,
  column: string,
  value: string,
  points: number,
  reason: string,
][] = [
  [1, 3, 'budget_range', 'under_5k', 25, 'Budget Under $5,000'],
  [1, 3, 'budget_range', '5k-15k', 55, 'Budget $5,000-$15,000'],
  [1, 3, 'budget_range', '15k-30k', 80, 'Budget $15,000-$30,000'],
  [1, 3, 'budget_range', '30k+', 100, 'Budget $30,000+'],
  [1, 3, 'budget_range', 'unsure', 10, 'Budget: not sure yet'],
  [2, 3, 'timeline', 'asap', 100, 'Timeline: As soon as possible'],
  [2, 3, 'timeline', '1-2_months', 80, 'Timeline: In 1-2 months'],
  [2, 3, 'timeline', '3-6_months', 50, 'Timeline: In 3-6 months'],
  [2, 3, 'timeline', 'exploring', 10, 'Timeline: Just exploring'],
  [3, 1, 'team_size', 'just_me', 25, 'Team: Just me'],
  [3, 1, 'team_size', '2-5', 55, 'Team: 2-5 people'],
  [3, 1, 'team_size', '6-15', 80, 'Team: 6-15 people'],
  [3, 1, 'team_size', '16+', 100, 'Team: 16+ people'],
];

/** The latest answer a person gave to `column` over their questionnaires. */
const latestAnswer = (column: string) => `(
  select w.${column} from workflow_submissions w
  where lower(w.email) = a.email and w.${column} is not null
  order by w.updated_at desc, w.id desc limit 1)`;

/**
 * Grades every person with a questionnaire or an estimate, from their latest answer to each question
 * and their latest estimate: the weighted mean of the points of what is known. People with neither
 * keep null (not graded).
 */
export async function up(knex: Knex): Promise<void> {
  const values = CHOICES_20261201.map(() => '(?::int, ?::int, ?::text, ?::text, ?::int, ?::text)');
  await knex.raw(
    `with choices (dimension, weight, answer, value, points, reason) as (values ${values.join(', ')}),
     addresses as (
       select lower(email) as email from workflow_submissions where email is not null
       union select lower(email) from calculator_leads
     ),
     answers as (
       select a.email,
         ${latestAnswer('budget_range')} as budget_range,
         ${latestAnswer('timeline')} as timeline,
         ${latestAnswer('team_size')} as team_size,
         (select c.total_cost from calculator_leads c where lower(c.email) = a.email
          order by c.created_at desc, c.id desc limit 1) as total_cost
       from addresses a
     ),
     known as (
       select a.email, c.dimension, c.weight, c.points, c.reason
       from answers a join choices c on (c.answer, c.value) in (
         ('budget_range', a.budget_range), ('timeline', a.timeline), ('team_size', a.team_size))
       union all
       select email, 4, 2,
         case when total_cost >= 30000 then 100 when total_cost >= 15000 then 80
           when total_cost >= 5000 then 55 else 25 end,
         'Estimate $' || to_char(total_cost, 'FM999,999,999,990')
       from answers where total_cost is not null
     ),
     graded as (
       select email, round(sum(weight * points)::numeric / sum(weight))::int as score,
         array_agg(reason order by dimension) as reasons
       from known group by email
     )
     update people p set fit_score = g.score, fit_reasons = g.reasons,
       fit_grade = case when g.score >= 75 then 'A' when g.score >= 55 then 'B'
         when g.score >= 35 then 'C' else 'D' end
     from graded g where g.email = p.email`,
    CHOICES_20261201.flat(),
  );
}

/** Nothing to undo on its own: the grades go with their columns (the previous migration's down). */
export async function down(): Promise<void> {}
