/**
 * Writes events to the ledger and brings their sessions' scores and hot leads up to date, for a whole
 * batch in one SQL statement (scoring/ledger-sql.ts: one round trip, one commit), the unit of the
 * group commit.
 */
import type { Knex } from 'knex';
import { categoryOf } from '@leadline/domain';
import { scoreEvent, type EventOrigin, type ScoringContext } from '../../scoring/rules';
import { appendSql } from '../../scoring/ledger-sql';
import { sqlLiteral } from '../../db/sql-literal';
import { hotLeadOutboxCtes } from '../delivery/hot-lead-sql';

/** The ledger's append statement, with what delivery queues for each hot lead it creates. */
const APPEND_SQL = appendSql(hotLeadOutboxCtes);

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
  /** Set when its session became a hot lead in this batch: an alert is waiting in the outbox. */
  newHotLead?: true;
}

/**
 * Prepares the statement's rows: the scoring rules run here, in one place, for every event, whether
 * it is new (append) or replayed from the ledger (`rowId`, by recompute).
 */
export function toLedgerRows(
  events: readonly (IncomingEvent & { rowId?: number })[],
  context: ScoringContext,
) {
  return events.map((event, ord) => {
    const score = scoreEvent(event, context);
    return {
      ord,
      row_id: event.rowId ?? null,
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
      cap_times: score.capTimes,
      given_unscored: score.unscored,
      needs_returning: score.needsReturning,
      needs_visit: score.needsVisit,
      fact: score.fact,
      is_page_view: score.isPageView,
      email: score.email,
      name: score.name,
      lead_id: score.leadId,
      lead_kind: score.leadKind,
      created_at: event.receivedAt.toISOString(),
    };
  });
}

type IngestRow =
  | { ord: number; points: number; session_id: string; score: number; new_hot_lead: null }
  | { ord: null; points: null; session_id: string; score: number; new_hot_lead: boolean };

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: IngestRow[] }>;
}

/** The embedded database (knex-pglite's client keeps it as `pglite`): one session, this process's. */
interface EmbeddedConnection {
  query(text: string): Promise<{ rows: IngestRow[] }>;
}

const isEmbedded = (db: Knex | Knex.Transaction) => 'pglite' in db.client;

/** The statement's name on the embedded database, apart from any a local client's `pg` prepares. */
const EMBEDDED_STATEMENT = 'leadline_ledger_append_embedded';

/**
 * On PGlite the statement is prepared once in its session (PREPARE) and executed with the batch as a
 * literal: its protocol path has no named statements, and planning this query took about 4.5 ms of
 * a batch's 6 here (the embedded database runs on the server's own thread). A statement the session
 * lost (a local client's DISCARD ALL or DEALLOCATE) is prepared again.
 */
async function runEmbedded(connection: EmbeddedConnection, json: string): Promise<IngestRow[]> {
  const execute = () => connection.query(`execute ${EMBEDDED_STATEMENT}(${sqlLiteral(json)})`);
  try {
    return (await execute()).rows;
  } catch (error) {
    // 26000: no prepared statement of that name (yet).
    if ((error as { code?: unknown }).code !== '26000') throw error;
    await connection.query(`prepare ${EMBEDDED_STATEMENT}(jsonb) as ${APPEND_SQL}`);
    return (await execute()).rows;
  }
}

/**
 * On a PostgreSQL server the statement is prepared once per connection (a named statement), which
 * saves parsing and planning this large query for every batch; on PGlite once in its session
 * (runEmbedded). Inside a caller's transaction it goes through Knex.
 */
async function runIngest(db: Knex | Knex.Transaction, json: string): Promise<IngestRow[]> {
  if (!db.isTransaction) {
    const embedded = isEmbedded(db);
    if (embedded || db.client.config.client === 'pg') {
      const connection: unknown = await db.client.acquireConnection();
      try {
        if (embedded) return await runEmbedded(connection as EmbeddedConnection, json);
        const result = await (connection as PgConnection).query({
          name: 'leadline_ledger_append',
          text: APPEND_SQL,
          values: [json],
        });
        return result.rows;
      } finally {
        await db.client.releaseConnection(connection);
      }
    }
  }
  const { rows } = await db.raw<{ rows: IngestRow[] }>(APPEND_SQL.replace('$1', '?'), [json]);
  return rows;
}

/**
 * Applies the events in order. The answer has one entry per event, undefined for an event whose
 * session does not exist (nothing of it is written).
 */
export async function applyEvents(
  db: Knex | Knex.Transaction,
  events: readonly IncomingEvent[],
  context: ScoringContext,
): Promise<(AppliedEvent | undefined)[]> {
  if (events.length === 0) return [];
  const { unique, firstOf } = withoutRepeats(events);
  const rows = await runIngest(db, JSON.stringify(toLedgerRows(unique, context)));
  const sessions = new Map<string, { score: number; newHotLead: boolean }>();
  for (const row of rows) {
    if (row.ord === null)
      sessions.set(row.session_id, { score: row.score, newHotLead: row.new_hot_lead });
  }
  const results: (AppliedEvent | undefined)[] = new Array(unique.length).fill(undefined);
  for (const row of rows) {
    if (row.ord === null) continue;
    const session = sessions.get(row.session_id);
    const applied: AppliedEvent = { points: row.points, score: session?.score ?? row.score };
    if (session?.newHotLead) applied.newHotLead = true;
    results[row.ord] = applied;
  }
  return firstOf.map((index) => results[index]);
}

/**
 * The same event sent twice in one batch (a retry that caught up with its first attempt) is written
 * once; both are answered with what it earned. `firstOf[i]` is the index in `unique` of event i.
 */
function withoutRepeats(events: readonly IncomingEvent[]) {
  const seen = new Map<string, number>();
  const unique: IncomingEvent[] = [];
  const firstOf = events.map((event) => {
    if (event.eventId == null) return unique.push(event) - 1;
    const key = `${event.sessionId}\u0000${event.eventId}`;
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, unique.length);
    return unique.push(event) - 1;
  });
  return { unique, firstOf };
}
