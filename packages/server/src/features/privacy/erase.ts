/**
 * Erasing a person: every row that collectPersonData finds for an address is deleted in one
 * transaction, and an audit line records the erasure without the address (a salted hash).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Erasure } from '../../domain/people-api';
import { onlyRow } from '../../db/rows';
import { collectPersonData, PERSON_TABLES, type PersonData, type PersonTable } from './person-data';

export type { Erasure };

/** Who asked: an admin (their id and address) or the CLI (its operating-system user). */
export interface Eraser {
  userId?: string | undefined;
  label: string;
}

/** Tables whose rows may name an erased session while belonging to someone else. */
const SESSION_REFERENCES = [
  'calculator_leads',
  'contact_messages',
  'workflow_submissions',
] as const;

const KEY_OF: Partial<Record<PersonTable, string>> = { analytics_sessions: 'session_id' };

export const emailHash = (salt: string, email: string) =>
  createHash('sha256').update(`${salt}:${email.trim().toLowerCase()}`).digest('hex');

async function deleteRows(trx: Knex.Transaction, table: PersonTable, data: PersonData) {
  if (table === 'session_awards' || table === 'analytics_events') {
    if (data.sessionIds.length === 0) return 0;
    return trx(table).whereIn('session_id', data.sessionIds).delete();
  }
  const key = KEY_OF[table] ?? 'id';
  const keys = data.rows[table].map((row) => row[key] as string);
  if (keys.length === 0) return 0;
  return trx(table).whereIn(key, keys).delete();
}

/** Other people's records that were made in an erased session keep their data, not the session. */
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

export async function erasePerson(knex: Knex, address: string, by: Eraser): Promise<Erasure> {
  return knex.transaction(async (trx) => {
    const data = await collectPersonData(trx, address, { lock: true });
    const rowCounts: Record<string, number> = {};
    for (const table of PERSON_TABLES) {
      // Records of other people made in an erased session are unlinked before the session goes.
      if (table === 'analytics_sessions') {
        rowCounts.detached_records = await detachRecords(trx, data.sessionIds);
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
