import type { Knex } from 'knex';

export interface WarmLead {
  sessionId: string;
  email: string | null;
  score: number;
  pagesViewed: number;
  /** Seconds from the session's start to its last event. */
  timeOnSite: number;
  calculatorCompleted: boolean;
  contactFormViewed: boolean;
  source: string;
  utmCampaign: string | null;
  lastActivityAt: Date;
  deviceType: string;
}

export const WARM_BAND = { min: 50, max: 74 } as const;

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
      knex.raw(`'calculator_submitted' = any(facts) as "calculatorCompleted"`),
      knex.raw(
        `facts && array['viewed_contact_form', 'started_contact_form', 'contact_form_submitted'] as "contactFormViewed"`,
      ),
      'source',
      'utm_campaign as utmCampaign',
      'last_activity_at as lastActivityAt',
      'device_type as deviceType',
    );
}
