import type { Knex } from 'knex';
import type { HotLead, HotLeadStats, HotLeadsPage, ListSort } from '@leadline/domain';
import type { Paging } from '../../lists/paging';
import { orderSql } from '../../lists/sorting';
import { fitJsonSql } from '../people/fit';
import { feedPersonStage } from '../people/record-stage';

export interface HotLeadFilter {
  notified?: boolean;
  contacted?: boolean;
}

function select(knex: Knex) {
  return knex('hot_leads as h')
    .join('analytics_sessions as s', 's.session_id', 'h.session_id')
    .leftJoin('people as p', function joinPerson() {
      this.on('p.email', '=', knex.raw('lower(h.email)'));
    })
    .select(
      'h.id',
      'h.session_id as sessionId',
      'h.email',
      'h.name',
      'h.score',
      'h.notified',
      'h.contacted',
      'h.converted_to_lead as convertedToLead',
      'h.lead_id as leadId',
      'h.lead_kind as leadKind',
      'h.qualification_reasons as qualificationReasons',
      'h.created_at as createdAt',
      'p.id as personId',
      knex.raw(`${fitJsonSql('p')} as fit`),
      'p.stage as personStage',
      knex.raw(`json_build_object(
        'pagesViewed', s.pages_viewed,
        'timeOnSite', floor(extract(epoch from s.last_activity_at - s.created_at))::int,
        'deviceType', s.device_type,
        'isReturningVisitor', s.is_returning_visitor,
        'referralSource', s.referral_source) as session`),
    );
}

/** How hot leads sort (lists/sorting.ts): the address, the person's fit, the lead's score, its time. */
const SORT_COLUMNS = {
  reachable: 'h.email is not null',
  fitGrade: 'p.fit_grade',
  fitScore: 'p.fit_score',
  byScore: 'h.score desc',
  recent: 'h.created_at',
  tiebreak: 'h.id desc',
};

/**
 * One page of hot leads (all, the unnotified "New", or the contacted) in the order asked (default:
 * the reachable and best first), the filter's total, and the stat cards' figures over every hot lead
 * whatever the filter.
 */
export async function listHotLeads(
  knex: Knex,
  filter: HotLeadFilter,
  { limit, offset, sort }: Paging & { sort?: ListSort | undefined },
): Promise<HotLeadsPage> {
  const filtered = <Q extends Knex.QueryBuilder>(query: Q): Q => {
    if (filter.notified !== undefined) query.where('h.notified', filter.notified);
    if (filter.contacted !== undefined) query.where('h.contacted', filter.contacted);
    return query;
  };
  const [items, figures] = await Promise.all([
    filtered(select(knex))
      .orderByRaw(orderSql(sort, SORT_COLUMNS))
      .limit(limit)
      .offset(offset) as unknown as Promise<HotLead[]>,
    hotLeadFigures(knex, filter),
  ]);
  const { matching, ...stats } = figures;
  return { items, total: matching, stats };
}

/**
 * The stat cards' figures over every hot lead, and how many match the filter, from the hot leads'
 * tally (features/analytics/tallies.ts) rather than a count of the rows.
 */
async function hotLeadFigures(
  knex: Knex,
  filter: HotLeadFilter,
): Promise<HotLeadStats & { matching: number }> {
  const { rows } = await knex.raw<{ rows: (HotLeadStats & { matching: number })[] }>(
    `select coalesce(sum(leads), 0)::int as total,
       coalesce(sum(leads) filter (where not notified), 0)::int as unnotified,
       coalesce(sum(leads) filter (where contacted), 0)::int as contacted,
       coalesce(round(sum(score_sum) / nullif(sum(leads), 0)), 0)::int as "avgScore",
       coalesce(sum(leads) filter (where (?::boolean is null or notified = ?)
         and (?::boolean is null or contacted = ?)), 0)::int as matching
     from hot_lead_tallies`,
    [
      filter.notified ?? null,
      filter.notified ?? null,
      filter.contacted ?? null,
      filter.contacted ?? null,
    ],
  );
  return rows[0] ?? { total: 0, unnotified: 0, contacted: 0, avgScore: 0, matching: 0 };
}

/**
 * Marks a hot lead viewed (notified) and/or contacted; contacting implies having seen it. A change of
 * contacted is recorded for the person's timeline, and contacting moves the person to Contacted.
 */
export async function updateHotLead(
  knex: Knex,
  id: string,
  flags: { notified?: boolean; contacted?: boolean },
  userId: string | undefined,
): Promise<HotLead | undefined> {
  return knex.transaction(async (trx) => {
    const before = await trx('hot_leads')
      .where({ id })
      .forUpdate()
      .first<{ contacted: boolean; email: string | null } | undefined>('contacted', 'email');
    if (!before) return undefined;
    const changes: Record<string, unknown> = { updated_at: trx.fn.now() };
    if (flags.notified !== undefined) changes.notified = flags.notified;
    if (flags.contacted !== undefined) changes.contacted = flags.contacted;
    if (flags.contacted === true) changes.notified = true;
    await trx('hot_leads').where({ id }).update(changes);
    if (flags.contacted !== undefined && flags.contacted !== before.contacted) {
      const to = flags.contacted ? 'contacted' : 'not_contacted';
      await trx('status_changes').insert({
        record_kind: 'hot_leads',
        record_id: id,
        from_status: before.contacted ? 'contacted' : 'not_contacted',
        to_status: to,
        changed_by: userId ?? null,
      });
      // A hot lead without an address has no person: nothing moves.
      await feedPersonStage(trx, 'hot_leads', before.email, to, userId ?? null);
    }
    return (await select(trx).where('h.id', id).first()) as HotLead | undefined;
  });
}
