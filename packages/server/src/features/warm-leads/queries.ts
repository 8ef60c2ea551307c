import type { Knex } from 'knex';
import {
  HOT_LEAD_THRESHOLD,
  WARM_LEAD_THRESHOLD,
  type WarmLead,
  type WarmLeadStats,
  type WarmLeadsPage,
} from '@leadline/domain';
import { SESSION_FACTS } from '../../scoring/rules';
import type { Paging } from '../../lists/paging';
import { BAND } from '../analytics/tallies';

/** Having seen the contact form, or started or sent it. */
const CONTACT_FORM_FACTS = [
  SESSION_FACTS.CONTACT_FORM_VIEWED,
  SESSION_FACTS.CONTACT_FORM_STARTED,
  SESSION_FACTS.CONTACT_FORM_SUBMITTED,
];

export const WARM_BAND = { min: WARM_LEAD_THRESHOLD, max: HOT_LEAD_THRESHOLD - 1 } as const;

const inWarmBand = (knex: Knex) =>
  knex('analytics_sessions').whereBetween('score', [WARM_BAND.min, WARM_BAND.max]);

/**
 * One page of the sessions in the warm band (50-74), closest to hot first, their total, and the stat
 * cards' figures over all of them.
 */
export async function listWarmLeads(knex: Knex, { limit, offset }: Paging): Promise<WarmLeadsPage> {
  const order = [
    { column: 'score', order: 'desc' },
    { column: 'last_activity_at', order: 'desc' },
    { column: 'session_id', order: 'asc' },
  ];
  // The page's ids from the index on this order alone; then only those rows are read.
  const page = inWarmBand(knex).orderBy(order).limit(limit).offset(offset).select('session_id');
  const [items, stats] = await Promise.all([
    knex('analytics_sessions')
      .whereIn('session_id', page)
      .orderBy(order)
      .select<WarmLead[]>(
        'session_id as sessionId',
        'email',
        'name',
        'score',
        'pages_viewed as pagesViewed',
        knex.raw('floor(extract(epoch from last_activity_at - created_at))::int as "timeOnSite"'),
        knex.raw(`? = any(facts) as "calculatorCompleted"`, [SESSION_FACTS.CALCULATOR_SUBMITTED]),
        knex.raw(
          `facts && array(select jsonb_array_elements_text(?::jsonb)) as "contactFormViewed"`,
          [JSON.stringify(CONTACT_FORM_FACTS)],
        ),
        'source',
        'utm_campaign as utmCampaign',
        'last_activity_at as lastActivityAt',
        'device_type as deviceType',
        knex.raw(
          '(select p.id from people p where p.email = lower(analytics_sessions.email)) as "personId"',
        ),
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
