/**
 * The one statement that scores events and brings their sessions and hot leads up to date, for a
 * whole batch at once (one round trip, one commit). Live ingestion runs it to append new events;
 * `recomputeScores` runs it to replay a session's stored events in order after resetting the
 * session, so both aggregate, award and explain in exactly the same way.
 *
 * Its parameter is a JSON array of rows prepared by scoreEvent (rules.ts), in order (`ord`).
 *
 * Every fragment of the statement is written here: the awards and their caps, why an event earns
 * nothing, the ledger rows, the sessions' update and the hot-lead upsert with its reasons. What a new
 * hot lead sets off (the owner's alert, the webhooks) is delivery's, handed in as `onNewHotLead`:
 * features/analytics/ingest.ts builds the append statement with delivery's fragment.
 */
import {
  CONVERSION_FACTS,
  HIGH_INTENT_SOURCES,
  HOT_LEAD_THRESHOLD,
  MULTIPLE_PAGES,
  QUALIFICATION_REASONS,
} from './reasons';

/**
 * CTEs that act on the hot leads an append creates, read from the CTE named `newHot`: one row per
 * new hot lead (id, session_id, email, name, score, qualification_reasons, created_at) with its
 * session's source, utm_source and utm_campaign. They write (the outbox, in the same commit as the
 * hot lead); the statement's answer does not read them.
 */
export type NewHotLeadCtes = (newHot: string) => string;

const INPUT = `
input as (
  select * from jsonb_to_recordset($1::jsonb) as i(
    ord int, row_id bigint, session_id text, event_id text, event_type text, event_category text,
    event_value int, origin text, page_url text, metadata jsonb, points int, award_key text,
    cap_times int, given_unscored text, needs_returning boolean, needs_visit int, fact text,
    is_page_view boolean, email text, name text, lead_id uuid, lead_kind text, created_at timestamptz)
)`;

/** Why an event earns nothing: its own reason, or its session contradicting what it claims. */
const UNSCORED = `
  coalesce(i.given_unscored, case
    when i.needs_returning and not s.is_returning_visitor then 'not_this_visit'
    when i.needs_visit is distinct from null and i.needs_visit is distinct from s.visit_count
      then 'not_this_visit'
  end) as unscored`;

/** Append: an event sent again (its answer was lost) is answered as stored, not written or scored twice. */
const APPEND_FRESH = `
known as (
  select i.*, ${UNSCORED}, s.score as session_score, e.points as stored_points
  from input i join analytics_sessions s on s.session_id = i.session_id
  left join analytics_events e on e.session_id = i.session_id and e.event_id = i.event_id
  where s.session_id = any(array(select session_id from input))
),
fresh as (
  select * from known where stored_points is null
)`;

const REPLAY_FRESH = `
known as (
  select i.*, ${UNSCORED}, s.score as session_score, null::int as stored_points
  from input i join analytics_sessions s on s.session_id = i.session_id
  where s.session_id = any(array(select session_id from input))
),
fresh as (
  select * from known
)`;

/**
 * A capped event claims the next of its type's numbered slots (TYPE#1, TYPE#2...) after those its
 * session already holds; past the cap it claims none. Every other scoring event claims its award key.
 * The awards' primary key decides races: the insert that wins earns the points.
 */
const AWARDS = `
numbered as (
  select f.*, case when f.cap_times is not null and f.unscored is null then
    row_number() over (partition by f.session_id, f.event_type, f.cap_times is not null and f.unscored is null order by f.ord)
    + (select count(*) from session_awards a
       where a.session_id = f.session_id and starts_with(a.award_key, f.event_type || '#'))
  end as slot
  from fresh f
),
claims as (
  select n.*, case
    when n.unscored is not null then null
    when n.cap_times is null then n.award_key
    when n.slot <= n.cap_times then n.event_type || '#' || n.slot
  end as claim_key
  from numbered n
),
awards as (
  insert into session_awards (session_id, award_key)
  select distinct session_id, claim_key from claims where claim_key is not null
  on conflict do nothing
  returning session_id, award_key
),
winners as (
  select min(c.ord) as ord from claims c
  join awards a on a.session_id = c.session_id and a.award_key = c.claim_key
  group by c.session_id, c.claim_key
),
scored as (
  select c.*, w.ord is not null as won,
    case when w.ord is not null then c.points else 0 end as earned,
    case when w.ord is not null then null
      else coalesce(c.unscored, case when c.cap_times is not null then 'cap_reached' else 'already_counted' end)
    end as why,
    case when c.cap_times is null then c.award_key when w.ord is not null then c.claim_key end as kept_key
  from claims c left join winners w on w.ord = c.ord
)`;

const APPEND_WRITE = `
inserted as (
  insert into analytics_events
    (session_id, event_id, event_type, event_category, event_value, origin, page_url, metadata, points,
     award_key, unscored, created_at)
  select session_id, event_id, event_type, event_category, event_value, origin, page_url, metadata,
    earned, kept_key, why, created_at
  from scored order by ord
  -- The same event sent again while its first attempt was still being written (that attempt's
  -- client stopped waiting): the first one stands, and only what was inserted is counted below.
  on conflict (session_id, event_id) do nothing
  returning session_id, event_id
),
counted as (
  select * from scored
  where event_id is null or (session_id, event_id) in (select session_id, event_id from inserted)
)`;

const REPLAY_WRITE = `
rewritten as (
  update analytics_events e set points = s.earned, award_key = s.kept_key, unscored = s.why
  from scored s
  where e.id = s.row_id and (e.points, e.award_key, e.unscored) is distinct from (s.earned, s.kept_key, s.why)
  returning e.id
),
counted as (
  select * from scored
)`;

const SESSIONS = `
totals as (
  select session_id,
    sum(earned)::int as earned,
    -- Pages viewed: distinct pages, as PAGE_VIEW earns once per path.
    (count(*) filter (where is_page_view and won))::int as page_views,
    -- An event proves its fact when it earns, or when it earns nothing by design (a viewed form).
    coalesce(array_agg(distinct fact) filter (where fact is not null and (won or why = 'no_points')),
      array[]::text[]) as facts,
    (array_agg(email order by ord desc) filter (where email is not null))[1] as email,
    -- The name given with that address (none, if it came without one).
    (array_agg(name order by ord desc) filter (where email is not null))[1] as name,
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
    name = case when t.email is null then s.name else t.name end,
    lead_id = coalesce(t.lead_id, s.lead_id),
    lead_kind = case when t.lead_id is null then s.lead_kind else t.lead_kind end,
    last_activity_at = greatest(s.last_activity_at, t.last_at)
  from totals t
  -- The explicit key list lets the planner probe the primary key instead of scanning the table.
  where s.session_id = any(array(select session_id from totals)) and s.session_id = t.session_id
  returning s.*
)`;

const literal = (values: readonly string[]) => {
  for (const value of values)
    if (!/^[a-z_]+$/.test(value)) throw new Error(`unsafe literal ${value}`);
  return `array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`;
};

/**
 * The reasons of the session row `alias` (with facts, pages_viewed, is_returning_visitor, source),
 * in QUALIFICATION_REASONS order: its facts and three derived from the session itself.
 */
function reasonsSql(alias: string): string {
  const derived = `${alias}.facts
      || case when ${alias}.pages_viewed >= ${MULTIPLE_PAGES} then array['multiple_pages_viewed'] else array[]::text[] end
      || case when ${alias}.is_returning_visitor then array['returning_visitor'] else array[]::text[] end
      || case when ${alias}.source = any(${literal(HIGH_INTENT_SOURCES)}) then array['high_intent_source'] else array[]::text[] end`;
  return `array(select reason from unnest(${literal(QUALIFICATION_REASONS)}) with ordinality as r(reason, n)
      where reason = any(${derived}) order by n)`;
}

/** Inserts or refreshes the hot leads of the updated sessions whose score is hot. */
const UPSERT_HOT_LEADS = `insert into hot_leads (session_id, email, name, score, converted_to_lead, lead_id, lead_kind, qualification_reasons, seconds_to_hot)
    select h.session_id, h.email, h.name, h.score, h.facts && ${literal(CONVERSION_FACTS)}, h.lead_id, h.lead_kind, ${reasonsSql('h')},
      greatest(0, floor(extract(epoch from h.last_activity_at - h.created_at)))::int
    from updated h where h.score >= ${HOT_LEAD_THRESHOLD}
    on conflict (session_id) do update set
      score = excluded.score,
      email = coalesce(excluded.email, hot_leads.email),
      name = coalesce(excluded.name, hot_leads.name),
      converted_to_lead = hot_leads.converted_to_lead or excluded.converted_to_lead,
      lead_id = coalesce(excluded.lead_id, hot_leads.lead_id),
      lead_kind = case when excluded.lead_id is null then hot_leads.lead_kind else excluded.lead_kind end,
      qualification_reasons = excluded.qualification_reasons,
      updated_at = now()
    where (hot_leads.score, hot_leads.email, hot_leads.name, hot_leads.converted_to_lead, hot_leads.lead_id, hot_leads.qualification_reasons)
      is distinct from (excluded.score, coalesce(excluded.email, hot_leads.email), coalesce(excluded.name, hot_leads.name),
        hot_leads.converted_to_lead or excluded.converted_to_lead, coalesce(excluded.lead_id, hot_leads.lead_id),
        excluded.qualification_reasons)`;

/** Replay (recompute) brings hot leads up to date silently. */
const HOT_REPLAY = `hot as (${UPSERT_HOT_LEADS})`;

/**
 * Append also tells the hot leads it creates from those it refreshes: a row inserted, not updated,
 * has xmax = 0.
 */
const HOT_APPEND = `
hot as (${UPSERT_HOT_LEADS}
  returning hot_leads.id, hot_leads.session_id, hot_leads.email, hot_leads.name, hot_leads.score,
    hot_leads.qualification_reasons, hot_leads.created_at, (hot_leads.xmax = 0) as created),
new_hot as (
  select h.*, s.source, s.utm_source, s.utm_campaign from hot h
  join updated s on s.session_id = h.session_id where h.created
)`;

/**
 * Append answers one row per event (its points, and its session's score before the batch), then one
 * per session updated (its new score, and whether it became a hot lead; ord null): matched in
 * applyEvents, cheaper than a join here.
 */
const APPEND_ANSWER = `
select ord, earned as points, session_id, session_score as score, null::boolean as new_hot_lead
from scored
union all
select ord, stored_points, session_id, session_score, null from known where stored_points is not null
union all
select null, null, u.session_id, u.score, u.session_id in (select session_id from new_hot)
from updated u`;

/** Replay answers how many stored events it changed. */
const REPLAY_ANSWER = `
select (select count(*) from rewritten)::int as changed`;

const statement = (ctes: string[], answer: string) => `with ${ctes.join(',')}\n${answer}`;

/** Appends new events; `onNewHotLead` acts on each hot lead they create. */
export const appendSql = (onNewHotLead: NewHotLeadCtes): string =>
  statement(
    [INPUT, APPEND_FRESH, AWARDS, APPEND_WRITE, SESSIONS, HOT_APPEND, onNewHotLead('new_hot')],
    APPEND_ANSWER,
  );

/** Replays a session's stored events (recompute). */
export const REPLAY_SQL = statement(
  [INPUT, REPLAY_FRESH, AWARDS, REPLAY_WRITE, SESSIONS, HOT_REPLAY],
  REPLAY_ANSWER,
);
