import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUser } from './user';

export { isAdmin, type CurrentUser } from './user';

/** The signed-in user, or null when anonymous (the admin area's query; the header uses user.ts). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: fetchCurrentUser,
});
