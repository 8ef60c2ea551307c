import type { Knex } from 'knex';
import {
  HOT_LEAD_THRESHOLD,
  WARM_LEAD_THRESHOLD,
  type ListSort,
  type WarmLead,
  type WarmLeadStats,
  type WarmLeadsPage,
} from '@leadline/domain';
import { SESSION_FACTS } from '../../scoring/rules';
import type { Paging } from '../../lists/paging';
import { orderSql } from '../../lists/sorting';
import { fitJsonSql } from '../people/fit';
import { BAND } from '../analytics/tallies';

/** Having seen the contact form, or started or sent it. */
const CONTACT_FORM_FACTS = [
  SESSION_FACTS.CONTACT_FORM_VIEWED,
  SESSION_FACTS.CONTACT_FORM_STARTED,
  SESSION_FACTS.CONTACT_FORM_SUBMITTED,
];

export const WARM_BAND = { min: WARM_LEAD_THRESHOLD, max: HOT_LEAD_THRESHOLD - 1 } as const;

/** The sessions of the band (alias s), each with the person of its address (alias p), if any. */
const inWarmBand = (knex: Knex) =>
  knex('analytics_sessions as s')
    .leftJoin('people as p', function joinPerson() {
      this.on('p.email', '=', knex.raw('lower(s.email)'));
    })
    .whereBetween('s.score', [WARM_BAND.min, WARM_BAND.max]);

/**
 * How warm leads sort (lists/sorting.ts). By score it is the order of the index on (score,
 * last_activity_at, session_id), whose page is found in the index alone.
 */
const SORT_COLUMNS = {
  reachable: 's.email is not null',
  fitGrade: 'p.fit_grade',
  fitScore: 'p.fit_score',
  byScore: 's.score desc',
  recent: 's.last_activity_at',
  tiebreak: 's.session_id asc',
};

/**
 * One page of the sessions in the warm band (50-74) in the order asked (default: the reachable and
 * best first; `score`: closest to hot first), their total, and the stat cards' figures over all of
 * them.
 */
export async function listWarmLeads(
  knex: Knex,
  { limit, offset, sort }: Paging & { sort?: ListSort | undefined },
): Promise<WarmLeadsPage> {
  const order = orderSql(sort, SORT_COLUMNS);
  // The page's ids first; then only those rows are read.
  const page = inWarmBand(knex)
    .orderByRaw(order)
    .limit(limit)
    .offset(offset)
    .select('s.session_id');
  const [items, stats] = await Promise.all([
    inWarmBand(knex)
      .whereIn('s.session_id', page)
      .orderByRaw(order)
      .select<WarmLead[]>(
        's.session_id as sessionId',
        's.email',
        's.name',
        's.score',
        's.pages_viewed as pagesViewed',
        knex.raw(
          'floor(extract(epoch from s.last_activity_at - s.created_at))::int as "timeOnSite"',
        ),
        knex.raw(`? = any(s.facts) as "calculatorCompleted"`, [SESSION_FACTS.CALCULATOR_SUBMITTED]),
        knex.raw(
          `s.facts && array(select jsonb_array_elements_text(?::jsonb)) as "contactFormViewed"`,
          [JSON.stringify(CONTACT_FORM_FACTS)],
        ),
        's.source',
        's.utm_campaign as utmCampaign',
        's.last_activity_at as lastActivityAt',
        's.device_type as deviceType',
        'p.id as personId',
        knex.raw(`${fitJsonSql('p')} as fit`),
      ),
    warmLeadStats(knex),
  ]);
  return { items, total: stats.total, stats };
}

/** The stat cards' figures, from the sessions' tally (features/analytics/tallies.ts). */
async function warmLeadStats(knex: Knex): Promise<WarmLeadStats> {
  const { rows } = await knex.raw<{ rows: Omit<WarmLeadStats, 'anonymous'>[] }>(
    `select coalesce(sum(sessions), 0)::int as total,
       coalesce(sum(sessions) filter (where has_email), 0)::int as "withEmail",
       coalesce(round(sum(score_sum) / nullif(sum(sessions), 0)), 0)::int as "avgScore"
     from session_tallies where band = ?`,
    [BAND.warm],
  );
  const { total = 0, withEmail = 0, avgScore = 0 } = rows[0] ?? {};
  return { total, withEmail, anonymous: total - withEmail, avgScore };
}
