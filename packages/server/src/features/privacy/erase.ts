/**
 * Erasing a person: every row that collectPersonData finds for an address is deleted in one
 * transaction, and an audit line records the erasure without the address (a salted hash).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Erasure } from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import { serviceUnavailable } from '../../errors';
import { collectPersonData, PERSON_TABLES, type PersonData, type PersonTable } from './person-data';
import { ADDRESS_SQL } from './person-sessions';

export type { Erasure };

/** Who asked: an admin (their id and address) or the CLI (its operating-system user). */
export interface Eraser {
  userId?: string | undefined;
  label: string;
}

/** Records that may name an erased session while belonging to someone else (made meanwhile). */
const SESSION_REFERENCES = ['calculator_leads', 'contact_messages'] as const;

const KEY_OF: Partial<Record<PersonTable, string>> = { analytics_sessions: 'session_id' };

/** How long the erasure waits for a lock before it starts again (a visitor's write goes first). */
const LOCK_TIMEOUT_MS = 250;
const ATTEMPTS = 8;
/** Lock timeout, deadlock, serialization failure: the erasure is tried again. */
const CONTENDED = new Set(['55P03', '40P01', '40001']);

export const emailHash = (salt: string, email: string) =>
  createHash('sha256').update(`${salt}:${email.trim().toLowerCase()}`).digest('hex');

const isOwn = (data: PersonData) => (row: Record<string, unknown>) =>
  data.sessionIds.includes(String(row.session_id));

async function deleteRows(trx: Knex.Transaction, table: PersonTable, data: PersonData) {
  if (table === 'session_awards') {
    if (data.sessionIds.length === 0) return 0;
    return trx(table).whereIn('session_id', data.sessionIds).delete();
  }
  let rows = data.rows[table];
  // A hot lead of a shared session is the session's: it loses the address, not its existence.
  if (table === 'hot_leads') rows = rows.filter(isOwn(data));
  const key = KEY_OF[table] ?? 'id';
  const keys = rows.map((row) => String(row[key]));
  let deleted = 0;
  // Chunks keep each statement's bindings well under PostgreSQL's limit (a long session's events).
  for (let at = 0; at < keys.length; at += 5000) {
    deleted += await trx(table)
      .whereIn(key, keys.slice(at, at + 5000))
      .delete();
  }
  return deleted;
}

/**
 * In a session shared with someone else, the person's address and name go, and so does any link to
 * one of their erased records; the session and its hot lead stay for the other person. So do the
 * other person's events, but not their link: a questionnaire is one per session, so the event of the
 * address it was first sent with names the id of one corrected to the erased address since, and a
 * recomputation of the scores would link it again.
 */
async function clearSharedSessions(trx: Knex.Transaction, data: PersonData, recordIds: string[]) {
  if (data.sharedSessionIds.length === 0) return 0;
  if (recordIds.length > 0) {
    await trx('analytics_events')
      .whereIn('session_id', data.sharedSessionIds)
      .whereRaw(`metadata ->> 'leadId' in (${recordIds.map(() => '?').join(', ')})`, recordIds)
      .update({ metadata: trx.raw(`metadata - 'leadId'`) });
  }
  let cleared = 0;
  for (const table of ['analytics_sessions', 'hot_leads'] as const) {
    cleared += await trx(table)
      .whereIn('session_id', data.sharedSessionIds)
      .whereRaw(`${ADDRESS_SQL('email')} = ?`, [data.email])
      .update({ email: null, name: null });
    if (recordIds.length > 0) {
      await trx(table)
        .whereIn('session_id', data.sharedSessionIds)
        .whereIn('lead_id', recordIds)
        .update({ lead_id: null, lead_kind: null });
    }
  }
  return cleared;
}

/** Records made in an erased session after it was read keep their data, not the session. */
async function detachRecords(trx: Knex.Transaction, sessionIds: string[]) {
  if (sessionIds.length === 0) return 0;
  let detached = 0;
  for (const table of SESSION_REFERENCES) {
    detached += await trx(table).whereIn('session_id', sessionIds).update({ session_id: null });
  }
  return detached;
}

/** Rate-limit counters keyed by an erased session (`<prefix>:<session id>`). */
async function deleteCounters(trx: Knex.Transaction, sessionIds: string[]) {
  if (sessionIds.length === 0) return 0;
  return trx('rate_limits')
    .whereRaw(`split_part(key, ':', 2) in (${sessionIds.map(() => '?').join(', ')})`, sessionIds)
    .delete();
}

async function eraseOnce(knex: Knex, address: string, by: Eraser): Promise<Erasure> {
  return knex.transaction(async (trx) => {
    await trx.raw(`set local lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
    const data = await collectPersonData(trx, address, { lock: true });
    const recordIds = (['calculator_leads', 'contact_messages', 'workflow_submissions'] as const)
      .flatMap((table) => data.rows[table])
      .map((row) => String(row.id));
    const rowCounts: Record<string, number> = {};
    for (const table of PERSON_TABLES) {
      if (table === 'analytics_sessions') {
        rowCounts.detached_records = await detachRecords(trx, data.sessionIds);
        rowCounts.shared_sessions_cleared = await clearSharedSessions(trx, data, recordIds);
      }
      rowCounts[table] = await deleteRows(trx, table, data);
    }
    rowCounts.rate_limits = await deleteCounters(trx, data.sessionIds);
    const salt = randomBytes(16).toString('hex');
    const row = onlyRow(
      await trx('erasures')
        .insert({
          email_hash: emailHash(salt, data.email),
          salt,
          erased_by: by.userId ?? null,
          erased_by_label: by.label,
          row_counts: JSON.stringify(rowCounts),
        })
        .returning(['id', 'erased_at']),
    ) as { id: string; erased_at: Date | string };
    return {
      id: row.id,
      erasedAt: new Date(row.erased_at).toISOString(),
      erasedBy: by.label,
      rowCounts,
    };
  });
}

/**
 * Erases everything held about the address in one transaction. It never waits long for a lock: a
 * visitor's request holding one goes first, and the erasure starts again (a few times, then 503).
 */
export async function erasePerson(knex: Knex, address: string, by: Eraser): Promise<Erasure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await eraseOnce(knex, address, by);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !CONTENDED.has(code)) throw error;
      if (attempt >= ATTEMPTS) throw serviceUnavailable(1, 'The database is busy: try again.');
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** The audit lines of the erasures of an address: the owner's proof, found by hashing it again. */
export async function erasuresOf(knex: Knex, address: string): Promise<Erasure[]> {
  const rows = await knex('erasures').orderBy('erased_at', 'desc').select<
    {
      id: string;
      email_hash: string;
      salt: string;
      erased_at: Date | string;
      erased_by_label: string;
      row_counts: Record<string, number>;
    }[]
  >('id', 'email_hash', 'salt', 'erased_at', 'erased_by_label', 'row_counts');
  return rows
    .filter((row) => emailHash(row.salt, address) === row.email_hash)
    .map((row) => ({
      id: row.id,
      erasedAt: new Date(row.erased_at).toISOString(),
      erasedBy: row.erased_by_label,
      rowCounts: row.row_counts,
    }));
}
