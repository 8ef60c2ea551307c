/**
 * Who is signed in, for both halves of the app: the public header asks this on every page, the
 * admin area through its query (features/admin/shell/api.ts).
 */
import { SIGNED_IN_COOKIE, type Role } from '@leadline/domain';
import { getJson, HttpError } from './http';

/** The query keys of who is signed in: a 401 or 403 anywhere invalidates them (query-client.ts). */
export const AUTH_KEY = ['auth'] as const;

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
}

const looksSignedIn = () =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));

/** The signed-in user, or null when anonymous (401, or no sign-in cookie at all). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!looksSignedIn()) return null;
  try {
    return await getJson<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const isAdmin = (user: CurrentUser | null | undefined) => user?.role === 'admin';
