import { queryOptions } from '@tanstack/react-query';
import { getJson, HttpError } from '../../lib/http';

export interface CurrentUser {
  id: string;
  email: string;
  role: 'admin' | 'viewer';
}

/** The signed-in user, or null when anonymous (401). */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return await getJson<CurrentUser>('/api/auth/user');
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  },
});

export const isAdmin = (user: CurrentUser | null | undefined) => user?.role === 'admin';
