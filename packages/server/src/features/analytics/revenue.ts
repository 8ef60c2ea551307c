/**
 * "Where clients come from" (GET /api/admin/analytics/revenue): what happened in a range (all time
 * without one), credited to the first touch that brought the person: the source class, utm_medium and
 * utm_campaign of the visitor's first visit, as every CSV export's first-touch columns define it
 * (../export/first-touch.ts): a session's own first visit, a person's through the earliest session
 * that knew their address. Each figure is counted by its own time:
 * - sessions: sessions started in the range, by their visitor's first touch;
 * - leads: people first seen (with an address: every person has one) in the range;
 * - calls booked: confirmed bookings made in the range (cancelled ones are not calls);
 * - won, won value: people at the stage Won who got there in the range, and their deal values.
 * A person never tracked (a form sent without the tracker) has no first touch: null source.
 */
import type { Knex } from 'knex';
import type { RevenueItem } from '@leadline/domain';
import { firstSessionByEmail, firstTouch } from '../export/first-touch';
import type { Bounds } from './range';

const LIMIT = 50;
const TOUCH = `${firstTouch('source', 'source')} as source,
  ${firstTouch('utmMedium', 'utm_medium')} as medium,
  ${firstTouch('utmCampaign', 'utm_campaign')} as campaign`;
const inRange = (column: string) => `(${column} >= :start and ${column} < :stop)`;
const WON_IN_RANGE = `(p.stage = 'won' and ${inRange('coalesce(p.stage_changed_at, p.created_at)')})`;
const BOOKED_IN_RANGE = `b.status = 'confirmed' and ${inRange('b.created_at')}`;

export async function analyticsRevenue(
  knex: Knex,
  { start, stop }: Bounds,
): Promise<RevenueItem[]> {
  return knex.transaction(async (trx) => {
    // The planner prices the per-person lookup of the first session far above what it costs (a few
    // µs each): at 200,000 sessions that crossed jit_above_cost, and compiling took over a second.
    await trx.raw('set local jit = off');
    const { rows } = await trx.raw<{ rows: RevenueItem[] }>(REVENUE_SQL, { start, stop });
    return rows;
  });
}

export const REVENUE_SQL = `with touched as (
       select p.id, ${inRange('p.created_at')} as lead, ${WON_IN_RANGE} as won,
         coalesce(p.deal_value, 0) as value, ${TOUCH}
       from people p ${firstSessionByEmail('p.email')}
       where ${inRange('p.created_at')} or ${WON_IN_RANGE}
         or exists (select 1 from bookings b where b.person_id = p.id and ${BOOKED_IN_RANGE})
     ),
     figures as (
       select ${TOUCH}, count(*) as sessions, 0 as leads, 0 as calls, 0 as won, 0 as value
       from analytics_sessions fts where ${inRange('fts.created_at')}
       group by 1, 2, 3
       union all
       select source, medium, campaign, 0, count(*) filter (where lead), 0,
         count(*) filter (where won), sum(value) filter (where won)
       from touched group by 1, 2, 3
       union all
       select t.source, t.medium, t.campaign, 0, 0, count(*), 0, 0
       from bookings b join touched t on t.id = b.person_id
       where ${BOOKED_IN_RANGE}
       group by 1, 2, 3
     )
     select source, medium, campaign, sum(sessions)::int as sessions, sum(leads)::int as leads,
       sum(calls)::int as "callsBooked", sum(won)::int as won, coalesce(sum(value), 0)::float8 as "wonValue"
     from figures group by 1, 2, 3
     order by "wonValue" desc, won desc, "callsBooked" desc, leads desc, sessions desc,
       source nulls last, medium nulls last, campaign nulls last
     limit ${LIMIT}`;
