import type { Knex } from 'knex';
import type { HotLead } from '../../domain';

export interface HotLeadFilter {
  notified?: boolean;
  contacted?: boolean;
}

const LIST_LIMIT = 500;

function select(knex: Knex) {
  return knex('hot_leads as h')
    .join('analytics_sessions as s', 's.session_id', 'h.session_id')
    .select(
      'h.id',
      'h.session_id as sessionId',
      'h.email',
      'h.score',
      'h.notified',
      'h.contacted',
      'h.converted_to_lead as convertedToLead',
      'h.lead_id as leadId',
      'h.lead_kind as leadKind',
      'h.qualification_reasons as qualificationReasons',
      'h.created_at as createdAt',
      knex.raw(`json_build_object(
        'pagesViewed', s.pages_viewed,
        'timeOnSite', floor(extract(epoch from s.last_activity_at - s.created_at))::int,
        'deviceType', s.device_type,
        'isReturningVisitor', s.is_returning_visitor,
        'referralSource', s.referral_source) as session`),
    );
}

/** Hot leads, newest first: all, the unnotified ("New"), or the contacted. */
export async function listHotLeads(knex: Knex, filter: HotLeadFilter): Promise<HotLead[]> {
  const query = select(knex)
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .limit(LIST_LIMIT);
  if (filter.notified !== undefined) query.where('h.notified', filter.notified);
  if (filter.contacted !== undefined) query.where('h.contacted', filter.contacted);
  return query as unknown as Promise<HotLead[]>;
}

/** Marks a hot lead viewed (notified) and/or contacted; contacting implies having seen it. */
export async function updateHotLead(
  knex: Knex,
  id: string,
  flags: { notified?: boolean; contacted?: boolean },
): Promise<HotLead | undefined> {
  const changes: Record<string, unknown> = { updated_at: knex.fn.now() };
  if (flags.notified !== undefined) changes.notified = flags.notified;
  if (flags.contacted !== undefined) changes.contacted = flags.contacted;
  if (flags.contacted === true) changes.notified = true;
  const updated = await knex('hot_leads').where({ id }).update(changes).returning('id');
  if (updated.length === 0) return undefined;
  return (await select(knex).where('h.id', id).first()) as HotLead | undefined;
}
