import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { HttpError } from '../../errors';
import { findUserById, type User } from '../users/queries';

export const notSignedIn = () => new HttpError(401, 'unauthenticated', 'Sign in to continue');

/** The signed-in user of this request, if any (a removed user's session counts for nothing). */
export async function currentUser(
  knex: Knex,
  userId: string | undefined,
): Promise<User | undefined> {
  return userId ? findUserById(knex, userId) : undefined;
}

/**
 * 401 without a session, 403 for a signed-in user who is not an admin. The admin API's guard
 * (api-router.ts) mounts it, after the sign-in sessions, in front of all of its routes.
 */
export function requireAdmin(knex: Knex): Middleware {
  return async (ctx, next) => {
    const user = await currentUser(knex, ctx.session?.userId);
    if (!user) throw notSignedIn();
    if (user.role !== 'admin')
      throw new HttpError(403, 'forbidden', 'Only administrators can do this');
    ctx.state.user = user;
    await next();
  };
}
