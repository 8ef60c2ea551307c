import type { Knex } from 'knex';
import { HOT_LEAD_THRESHOLD, WARM_LEAD_THRESHOLD } from '@leadline/tracker/vocabulary';
import { SESSION_FACTS } from '../../scoring/rules';
import type { WarmLead } from '../../domain';

/** Having seen the contact form, or started or sent it. */
const CONTACT_FORM_FACTS = [
  SESSION_FACTS.CONTACT_FORM_VIEWED,
  SESSION_FACTS.CONTACT_FORM_STARTED,
  SESSION_FACTS.CONTACT_FORM_SUBMITTED,
];

export const WARM_BAND = { min: WARM_LEAD_THRESHOLD, max: HOT_LEAD_THRESHOLD - 1 } as const;

/** Sessions in the warm band (50-74), closest to hot first. */
export async function listWarmLeads(
  knex: Knex,
  { limit = 100 }: { limit?: number } = {},
): Promise<WarmLead[]> {
  return knex('analytics_sessions')
    .whereBetween('score', [WARM_BAND.min, WARM_BAND.max])
    .orderBy([
      { column: 'score', order: 'desc' },
      { column: 'last_activity_at', order: 'desc' },
    ])
    .limit(limit)
    .select<WarmLead[]>(
      'session_id as sessionId',
      'email',
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
    );
}
