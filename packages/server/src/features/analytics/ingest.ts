/**
 * Writes events to the ledger and brings their sessions' scores and hot leads up to date, for a whole
 * batch in one SQL statement (one round trip, one commit): the unit of the group commit.
 */
import type { Knex } from 'knex';
import { categoryOf } from '@leadline/tracker/vocabulary';
import { scoreEvent, type EventOrigin } from '../../scoring/rules';
import { upsertHotLeadsSql } from '../../scoring/reasons';

export interface IncomingEvent {
  sessionId: string;
  /** The client's id for the event: a retry of an event already stored is not stored again. */
  eventId?: string | null;
  eventType: string;
  eventValue: number | null;
  origin: EventOrigin;
  pageUrl: string | null;
  metadata: Record<string, unknown>;
  receivedAt: Date;
}

export interface AppliedEvent {
  /** What this event earned. */
  points: number;
  /** Its session's score after the batch. */
  score: number;
}

export const INGEST_SQL = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as i(
    ord int, session_id text, event_id text, event_type text, event_category text, event_value int, origin text,
    page_url text, metadata jsonb, points int, award_key text, fact text, is_page_view boolean,
    email text, lead_id uuid, lead_kind text, created_at timestamptz)
),
known as (
  select i.*, s.score as session_score, e.points as stored_points
  from input i join analytics_sessions s on s.session_id = i.session_id
  left join analytics_events e on e.session_id = i.session_id and e.event_id = i.event_id
  where s.session_id = any(array(select session_id from input))
),
-- An event sent again (its answer was lost) is answered as stored, not written or scored twice.
fresh as (
  select * from known where stored_points is null
),
awards as (
  insert into session_awards (session_id, award_key)
  select distinct session_id, award_key from fresh where award_key is not null
  on conflict do nothing
  returning session_id, award_key
),
winners as (
  select min(k.ord) as ord from fresh k join awards a using (session_id, award_key)
  group by k.session_id, k.award_key
),
scored as (
  select k.*, case when k.award_key is null or k.ord in (select ord from winners) then k.points else 0 end as earned
  from fresh k
),
inserted as (
  insert into analytics_events
    (session_id, event_id, event_type, event_category, event_value, origin, page_url, metadata, points,
     award_key, created_at)
  select session_id, event_id, event_type, event_category, event_value, origin, page_url, metadata,
    earned, case when earned > 0 then award_key end, created_at
  from scored order by ord
  -- The same event sent again while its first attempt was still being written (that attempt's
  -- client stopped waiting): the first one stands, and only what was inserted is counted below.
  on conflict (session_id, event_id) do nothing
  returning session_id, event_id
),
counted as (
  select * from scored
  where event_id is null or (session_id, event_id) in (select session_id, event_id from inserted)
),
totals as (
  select session_id,
    sum(earned)::int as earned,
    (count(*) filter (where is_page_view))::int as page_views,
    coalesce(array_agg(distinct fact) filter (where fact is not null), array[]::text[]) as facts,
    (array_agg(email order by ord desc) filter (where email is not null))[1] as email,
    (array_agg(lead_id order by ord desc) filter (where lead_id is not null))[1] as lead_id,
    (array_agg(lead_kind order by ord desc) filter (where lead_id is not null))[1] as lead_kind,
    max(created_at) as last_at
  from counted group by session_id
),
updated as (
  update analytics_sessions s set
    score = s.score + t.earned,
    pages_viewed = s.pages_viewed + t.page_views,
    facts = case when t.facts <@ s.facts then s.facts
      else array(select distinct f from unnest(s.facts || t.facts) as f order by f) end,
    email = coalesce(t.email, s.email),
    lead_id = coalesce(t.lead_id, s.lead_id),
    lead_kind = case when t.lead_id is null then s.lead_kind else t.lead_kind end,
    last_activity_at = greatest(s.last_activity_at, t.last_at)
  from totals t
  -- The explicit key list lets the planner probe the primary key instead of scanning the table.
  where s.session_id = any(array(select session_id from totals)) and s.session_id = t.session_id
  returning s.*
),
hot as (${upsertHotLeadsSql('updated')})
-- One row per event (its points, and its session's score before the batch), then one per session
-- updated (its new score, ord null): matched in applyEvents, cheaper than a join of the two here.
select ord, earned as points, session_id, session_score as score from scored
union all
select ord, stored_points, session_id, session_score from known where stored_points is not null
union all
select null, null, session_id, score from updated`;

/** Prepares the batch's rows: the scoring rules run here, in one place, for every event. */
function toRows(events: readonly IncomingEvent[]) {
  return events.map((event, ord) => {
    const score = scoreEvent(event);
    return {
      ord,
      session_id: event.sessionId,
      event_id: event.eventId ?? null,
      event_type: event.eventType,
      event_category: categoryOf(event.eventType),
      event_value: event.eventValue,
      origin: event.origin,
      page_url: event.pageUrl,
      metadata: event.metadata,
      points: score.points,
      award_key: score.awardKey,
      fact: score.fact,
      is_page_view: score.isPageView,
      email: score.email,
      lead_id: score.leadId,
      lead_kind: score.leadKind,
      created_at: event.receivedAt.toISOString(),
    };
  });
}

type IngestRow =
  | { ord: number; points: number; session_id: string; score: number }
  | { ord: null; points: null; session_id: string; score: number };

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: IngestRow[] }>;
}

/**
 * On a PostgreSQL server the statement is prepared once per connection (a named statement), which
 * saves parsing and planning this large query for every batch. Inside a caller's transaction, and on
 * PGlite, it goes through Knex.
 */
async function runIngest(db: Knex | Knex.Transaction, json: string): Promise<IngestRow[]> {
  if (db.client.config.client === 'pg' && !db.isTransaction) {
    const connection = (await db.client.acquireConnection()) as PgConnection;
    try {
      const result = await connection.query({
        name: 'leadline_ingest',
        text: INGEST_SQL,
        values: [json],
      });
      return result.rows;
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
  const { rows } = await db.raw<{ rows: IngestRow[] }>(INGEST_SQL.replace('$1', '?'), [json]);
  return rows;
}

/**
 * Applies the events in order. The answer has one entry per event, undefined for an event whose
 * session does not exist (nothing of it is written).
 */
export async function applyEvents(
  db: Knex | Knex.Transaction,
  events: readonly IncomingEvent[],
): Promise<(AppliedEvent | undefined)[]> {
  if (events.length === 0) return [];
  const rows = await runIngest(db, JSON.stringify(toRows(events)));
  const scores = new Map<string, number>();
  for (const row of rows) if (row.ord === null) scores.set(row.session_id, row.score);
  const results: (AppliedEvent | undefined)[] = new Array(events.length).fill(undefined);
  for (const row of rows) {
    if (row.ord !== null) {
      results[row.ord] = { points: row.points, score: scores.get(row.session_id) ?? row.score };
    }
  }
  return results;
}
