/**
 * Rebuilds every score from the ledger with today's rules: each event's points (scoreEvent, in event
 * order, awards first-come), the sessions' totals and facts, the awards table and the hot leads.
 * Live ingestion applies the same rules incrementally; the two must agree (a property test says so).
 */
import type { Knex } from 'knex';
import { scoreEvent, type EventOrigin } from './rules';
import { HOT_LEAD_THRESHOLD, upsertHotLeadsSql } from './reasons';

export interface RecomputeOptions {
  /** Only this session. */
  sessionId?: string;
  /** Sessions per transaction. */
  chunkSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface RecomputeSummary {
  sessions: number;
  events: number;
  /** Events whose points changed. */
  eventsChanged: number;
  /** Sessions whose score changed. */
  scoresChanged: number;
  hotLeadsCreated: number;
}

interface EventRow {
  id: number;
  session_id: string;
  event_type: string;
  origin: EventOrigin;
  page_url: string | null;
  metadata: Record<string, unknown>;
  points: number;
  award_key: string | null;
}

interface SessionTotals {
  session_id: string;
  score: number;
  pages_viewed: number;
  facts: string[];
  email: string | null;
  lead_id: string | null;
  lead_kind: string | null;
}

/** Replays one session's events in order. */
export function replaySession(sessionId: string, events: readonly EventRow[]) {
  const awards = new Set<string>();
  const facts = new Set<string>();
  const totals: SessionTotals = {
    session_id: sessionId,
    score: 0,
    pages_viewed: 0,
    facts: [],
    email: null,
    lead_id: null,
    lead_kind: null,
  };
  const changed: { id: number; points: number; award_key: string | null }[] = [];
  for (const event of events) {
    const score = scoreEvent({
      eventType: event.event_type,
      origin: event.origin,
      pageUrl: event.page_url,
      metadata: event.metadata,
    });
    const wins = score.awardKey === null || !awards.has(score.awardKey);
    if (score.awardKey !== null && wins) awards.add(score.awardKey);
    const points = wins ? score.points : 0;
    const awardKey = points > 0 ? score.awardKey : null;
    if (points !== event.points || awardKey !== event.award_key)
      changed.push({ id: event.id, points, award_key: awardKey });
    totals.score += points;
    if (score.isPageView) totals.pages_viewed += 1;
    if (score.fact) facts.add(score.fact);
    totals.email = score.email ?? totals.email;
    if (score.leadId) {
      totals.lead_id = score.leadId;
      totals.lead_kind = score.leadKind;
    }
  }
  totals.facts = [...facts].sort();
  return { totals, changed, awards: [...awards] };
}

export async function recomputeScores(
  knex: Knex,
  options: RecomputeOptions = {},
): Promise<RecomputeSummary> {
  const chunkSize = options.chunkSize ?? 500;
  const summary: RecomputeSummary = {
    sessions: 0,
    events: 0,
    eventsChanged: 0,
    scoresChanged: 0,
    hotLeadsCreated: 0,
  };
  const scope = (query: Knex.QueryBuilder) =>
    options.sessionId === undefined ? query : query.where('session_id', options.sessionId);
  const [{ total }] = (await scope(knex('analytics_sessions')).count({ total: '*' })) as [
    { total: number },
  ];

  let after = '';
  for (;;) {
    const done = await knex.transaction(async (trx) => {
      // Locking the chunk's sessions holds back live ingestion for them (its event insert needs a
      // key-share lock on the session), so nothing changes under the replay.
      const sessions = (await scope(trx('analytics_sessions'))
        .where('session_id', '>', after)
        .orderBy('session_id')
        .limit(chunkSize)
        .forUpdate()
        .select('session_id', 'score')) as { session_id: string; score: number }[];
      const last = sessions.at(-1);
      if (!last) return true;
      after = last.session_id;
      await recomputeChunk(
        trx,
        new Map(sessions.map((row) => [row.session_id, row.score])),
        summary,
      );
      return false;
    });
    if (done) break;
    options.onProgress?.({ done: summary.sessions, total: Number(total) });
  }
  return summary;
}

async function recomputeChunk(
  trx: Knex.Transaction,
  scores: Map<string, number>,
  summary: RecomputeSummary,
) {
  const ids = [...scores.keys()];
  const idsJson = JSON.stringify(ids);
  const events = (await trx('analytics_events')
    .whereIn('session_id', ids)
    .orderBy([{ column: 'session_id' }, { column: 'id' }])
    .select(
      'id',
      'session_id',
      'event_type',
      'origin',
      'page_url',
      'metadata',
      'points',
      'award_key',
    )) as EventRow[];
  const bySession = new Map<string, EventRow[]>(ids.map((id) => [id, []]));
  for (const event of events) bySession.get(event.session_id)?.push(event);

  const totals: SessionTotals[] = [];
  const changed: { id: number; points: number; award_key: string | null }[] = [];
  const awards: { session_id: string; award_key: string }[] = [];
  for (const [sessionId, sessionEvents] of bySession) {
    const replay = replaySession(sessionId, sessionEvents);
    totals.push(replay.totals);
    changed.push(...replay.changed);
    awards.push(...replay.awards.map((award_key) => ({ session_id: sessionId, award_key })));
  }

  if (changed.length > 0) {
    await trx.raw(
      `update analytics_events e set points = v.points, award_key = v.award_key
       from jsonb_to_recordset(?::jsonb) as v(id bigint, points int, award_key text) where e.id = v.id`,
      [JSON.stringify(changed)],
    );
  }
  await trx('session_awards').whereIn('session_id', ids).delete();
  if (awards.length > 0) await trx('session_awards').insert(awards);

  await trx.raw(
    `update analytics_sessions s set score = v.score, pages_viewed = v.pages_viewed, facts = v.facts,
       email = coalesce(v.email, s.email), lead_id = coalesce(v.lead_id, s.lead_id),
       lead_kind = case when v.lead_id is null then s.lead_kind else v.lead_kind end
     from jsonb_to_recordset(?::jsonb) as v(session_id text, score int, pages_viewed int, facts text[], email text, lead_id uuid, lead_kind text)
     where s.session_id = v.session_id`,
    [JSON.stringify(totals)],
  );
  const before = await countHotLeads(trx, ids);
  const chunkSessions = `(select * from analytics_sessions
    where session_id in (select jsonb_array_elements_text(?::jsonb)))`;
  await trx.raw(upsertHotLeadsSql(chunkSessions), [idsJson]);
  // A hot lead stays once created (it may have been worked), but shows its session's current score.
  await trx.raw(
    `update hot_leads h set score = s.score, updated_at = now() from analytics_sessions s
     where s.session_id = h.session_id and s.score < ${HOT_LEAD_THRESHOLD}
       and h.session_id in (select jsonb_array_elements_text(?::jsonb))`,
    [idsJson],
  );
  const after = await countHotLeads(trx, ids);

  summary.sessions += ids.length;
  summary.events += events.length;
  summary.eventsChanged += changed.length;
  summary.scoresChanged += totals.filter((row) => row.score !== scores.get(row.session_id)).length;
  summary.hotLeadsCreated += after - before;
}

async function countHotLeads(trx: Knex.Transaction, sessionIds: string[]): Promise<number> {
  const [row] = await trx('hot_leads')
    .whereIn('session_id', sessionIds)
    .count<{ n: number }[]>({ n: '*' });
  return row?.n ?? 0;
}
