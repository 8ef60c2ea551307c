/**
 * Rebuilds every score from the ledger under today's event policy: each chunk of sessions is reset
 * (score, pages, facts, awards) and its stored events are replayed in order through the same
 * statement live ingestion runs (ledger-sql.ts), which rewrites each event's points and reasons and
 * brings the sessions and hot leads up to date. A property test says live scoring and recompute agree.
 * The events are scored against the site as it is now (a feature the catalogue has dropped earns no
 * more).
 */
import type { Knex } from 'knex';
import { toLedgerRows, type IncomingEvent } from '../features/analytics/ingest';
import type { EventOrigin, ScoringContext } from './rules';
import { REPLAY_SQL } from './ledger-sql';
import { HOT_LEAD_THRESHOLD } from './reasons';

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
  /** Events whose points or reason changed. */
  eventsChanged: number;
  /** Sessions whose score changed. */
  scoresChanged: number;
  hotLeadsCreated: number;
}

interface EventRow {
  id: number | string;
  session_id: string;
  event_id: string | null;
  event_type: string;
  event_category: string | null;
  event_value: number | null;
  origin: EventOrigin;
  page_url: string | null;
  metadata: Record<string, unknown>;
  created_at: Date | string;
}

export async function recomputeScores(
  knex: Knex,
  context: ScoringContext,
  options: RecomputeOptions = {},
): Promise<RecomputeSummary> {
  const chunkSize = options.chunkSize ?? 200;
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
        context,
      );
      return false;
    });
    if (done) break;
    options.onProgress?.({ done: summary.sessions, total: Number(total) });
  }
  return summary;
}

const asIncoming = (row: EventRow): IncomingEvent & { rowId: number } => ({
  rowId: Number(row.id),
  sessionId: row.session_id,
  eventId: row.event_id,
  eventType: row.event_type,
  eventValue: row.event_value,
  origin: row.origin,
  pageUrl: row.page_url,
  metadata: row.metadata,
  receivedAt: new Date(row.created_at),
});

async function recomputeChunk(
  trx: Knex.Transaction,
  scores: Map<string, number>,
  summary: RecomputeSummary,
  context: ScoringContext,
) {
  const ids = [...scores.keys()];
  const idsJson = JSON.stringify(ids);
  const events = (await trx('analytics_events')
    .whereIn('session_id', ids)
    .orderBy([{ column: 'session_id' }, { column: 'id' }])
    .select(
      'id',
      'session_id',
      'event_id',
      'event_type',
      'event_category',
      'event_value',
      'origin',
      'page_url',
      'metadata',
      'created_at',
    )) as EventRow[];
  const before = await countHotLeads(trx, ids);

  await trx('analytics_sessions')
    .whereIn('session_id', ids)
    .update({ score: 0, pages_viewed: 0, facts: [] });
  await trx('session_awards').whereIn('session_id', ids).delete();
  let changed = 0;
  if (events.length > 0) {
    const { rows } = await trx.raw<{ rows: { changed: number }[] }>(REPLAY_SQL.replace('$1', '?'), [
      JSON.stringify(toLedgerRows(events.map(asIncoming), context)),
    ]);
    changed = rows[0]?.changed ?? 0;
  }
  // A hot lead stays once created (it may have been worked), but shows its session's current score.
  await trx.raw(
    `update hot_leads h set score = s.score, updated_at = now() from analytics_sessions s
     where s.session_id = h.session_id and s.score < ${HOT_LEAD_THRESHOLD}
       and h.session_id in (select jsonb_array_elements_text(?::jsonb))`,
    [idsJson],
  );
  const after = await countHotLeads(trx, ids);
  const rescored = (await trx('analytics_sessions')
    .whereIn('session_id', ids)
    .select('session_id', 'score')) as { session_id: string; score: number }[];

  summary.sessions += ids.length;
  summary.events += events.length;
  summary.eventsChanged += changed;
  summary.scoresChanged += rescored.filter(
    (row) => row.score !== scores.get(row.session_id),
  ).length;
  summary.hotLeadsCreated += after - before;
}

async function countHotLeads(trx: Knex.Transaction, sessionIds: string[]): Promise<number> {
  const [row] = await trx('hot_leads')
    .whereIn('session_id', sessionIds)
    .count<{ n: number }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}
