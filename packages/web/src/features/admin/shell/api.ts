import { queryOptions } from '@tanstack/react-query';
import { AUTH_KEY, fetchCurrentUser } from '../../../lib/current-user';

export { isAdmin, type CurrentUser } from '../../../lib/current-user';

/**
 * The signed-in user, or null when anonymous: the admin area's query (the public header asks
 * lib/current-user.ts directly, without TanStack Query).
 */
export const currentUserQuery = queryOptions({
  queryKey: [...AUTH_KEY, 'user'],
  queryFn: fetchCurrentUser,
});
