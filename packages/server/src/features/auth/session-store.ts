/**
 * Sign-in sessions kept in the database, so they can be revoked. The cookie carries only a random key;
 * the table stores its SHA-256, so a copy of the database does not hand out live sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SESSION_LIFETIME_DAYS } from '@leadline/domain';

export interface SessionData {
  userId?: string;
  [key: string]: unknown;
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export const newSessionKey = () => randomBytes(32).toString('base64url');

/**
 * A session's absolute end, on the database's clock: its row is made at sign-in (every sign-in gets a
 * new key), so created_at is when its owner signed in.
 */
const lifetimeEnd = (knex: Knex, createdAt: string) =>
  knex.raw('?? + make_interval(days => ?)', [createdAt, SESSION_LIFETIME_DAYS]);

/** The condition of a session still in force: before both its idle and its absolute end. */
const isLive = (knex: Knex) =>
  knex.raw('(expires_at > now() and ? > now())', [lifetimeEnd(knex, 'created_at')]);

export function databaseSessionStore(knex: Knex) {
  return {
    /** The session's data while it lasts; past its idle or absolute end it is refused and deleted. */
    async get(key: string): Promise<SessionData | undefined> {
      const id = digest(key);
      const row = await knex('auth_sessions')
        .where({ id })
        .first<{ data: SessionData; live: boolean } | undefined>(
          'data',
          knex.raw('? as live', [isLive(knex)]),
        );
      if (row && !row.live) await knex('auth_sessions').where({ id }).delete();
      return row?.live ? row.data : undefined;
    },
    /**
     * Saves the session at the end of a request. Only a key made in this same request (`isNew`, a
     * sign-in) ever adds a row; any other save renews the row only while it is still in force. A
     * request that read the session before a sign-out (or before its 30-day end) and finishes after
     * it must not bring the deleted row back, with a fresh created_at.
     */
    async set(
      key: string,
      data: SessionData,
      maxAge: number,
      { isNew }: { isNew: boolean },
    ): Promise<void> {
      const id = digest(key);
      const userId = typeof data.userId === 'string' ? data.userId : null;
      const expiresAt = new Date(Date.now() + maxAge);
      if (isNew) {
        await knex('auth_sessions').insert({
          id,
          user_id: userId,
          data: JSON.stringify(data),
          expires_at: expiresAt,
        });
        return;
      }
      // Renewed on each use (rolling), but never past the absolute end.
      await knex('auth_sessions')
        .where({ id })
        .andWhere(isLive(knex))
        .update({
          user_id: userId,
          data: JSON.stringify(data),
          expires_at: knex.raw('least(?::timestamptz, ?)', [
            expiresAt,
            lifetimeEnd(knex, 'created_at'),
          ]),
        });
    },
    async destroy(key: string): Promise<void> {
      await knex('auth_sessions')
        .where({ id: digest(key) })
        .delete();
    },
  };
}

/** Deletes the sessions past their idle or absolute end, which get() refuses. */
export async function purgeExpiredSessions(knex: Knex): Promise<number> {
  return knex('auth_sessions')
    .where('expires_at', '<=', knex.fn.now())
    .orWhere(lifetimeEnd(knex, 'created_at'), '<=', knex.fn.now())
    .delete();
}
