/**
 * Sign-in sessions kept in the database, so they can be revoked. The cookie carries only a random key;
 * the table stores its SHA-256, so a copy of the database does not hand out live sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export interface SessionData {
  userId?: string;
  [key: string]: unknown;
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export const newSessionKey = () => randomBytes(32).toString('base64url');

export function databaseSessionStore(knex: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await knex('auth_sessions')
        .where({ id: digest(key) })
        .where('expires_at', '>', knex.fn.now())
        .first<{ data: SessionData } | undefined>('data');
      return row?.data;
    },
    async set(key: string, data: SessionData, maxAge: number): Promise<void> {
      const row = {
        id: digest(key),
        user_id: typeof data.userId === 'string' ? data.userId : null,
        data: JSON.stringify(data),
        expires_at: new Date(Date.now() + maxAge),
      };
      await knex('auth_sessions')
        .insert(row)
        .onConflict('id')
        .merge(['user_id', 'data', 'expires_at']);
    },
    async destroy(key: string): Promise<void> {
      await knex('auth_sessions')
        .where({ id: digest(key) })
        .delete();
    },
  };
}

/** Deletes the sessions past their expiry, which get() already ignores but nothing else removes. */
export async function purgeExpiredSessions(knex: Knex): Promise<number> {
  return knex('auth_sessions').where('expires_at', '<=', knex.fn.now()).delete();
}
