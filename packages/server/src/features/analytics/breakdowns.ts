/**
 * Where the sessions of a range (all time without one) came from, beyond the source classes: by
 * campaign (utm_campaign, with its utm_source and utm_medium) and by the referring site's domain. Aggregates
 * over the range's sessions; the 20 largest of each.
 */
import type { Knex } from 'knex';
import type { CampaignItem, ReferrerItem } from '@leadline/domain';
import type { Bounds } from './range';
import { FIGURES_SQL } from './session-sql';

const LIMIT = 20;

export async function analyticsCampaigns(
  knex: Knex,
  { start, stop }: Bounds,
): Promise<CampaignItem[]> {
  const { rows } = await knex.raw<{ rows: CampaignItem[] }>(
    `select s.utm_campaign as campaign, s.utm_source as source, s.utm_medium as medium, ${FIGURES_SQL}
     from analytics_sessions s
     where s.created_at >= :start and s.created_at < :stop and btrim(s.utm_campaign) <> ''
     group by 1, 2, 3 order by sessions desc, "hotLeads" desc, campaign, source, medium
     limit ${LIMIT}`,
    { start, stop },
  );
  return rows;
}

/**
 * Untagged visits referred by another site, by its domain: the session's referral_source, which
 * ingestion sets to the referrer's host without www. (@leadline/domain's referrerHost: the site's own
 * host is no referrer) when the visit has no utm_source. Tagged visits are the campaigns'.
 */
export async function analyticsReferrers(
  knex: Knex,
  { start, stop }: Bounds,
): Promise<ReferrerItem[]> {
  const { rows } = await knex.raw<{ rows: ReferrerItem[] }>(
    `select s.referral_source as domain, ${FIGURES_SQL}
     from analytics_sessions s
     where s.created_at >= :start and s.created_at < :stop and s.referral_source is not null
       and coalesce(btrim(s.utm_source), '') = ''
     group by s.referral_source order by sessions desc, "hotLeads" desc, domain
     limit ${LIMIT}`,
    { start, stop },
  );
  return rows;
}
