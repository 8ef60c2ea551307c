/**
 * Who is signed in, for both halves of the app: the public header asks this on every page, the
 * admin area through its query (features/admin/shell/api.ts).
 */
import type { Role } from '@leadline/domain';
import { getJson, HttpError } from './http';
import { markSignedIn } from './owner-browser';
import { looksSignedIn } from './signed-in';

/** The query keys of who is signed in: a 401 or 403 anywhere invalidates them (query-client.ts). */
export const AUTH_KEY = ['auth'] as const;

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
}

/** The signed-in user, or null when anonymous (401, or no sign-in cookie at all). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!looksSignedIn()) return null;
  try {
    const user = await getJson<CurrentUser>('/api/auth/user');
    // The owner's own visits are not tracked, from now until they sign out (owner-browser.ts).
    markSignedIn();
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const isAdmin = (user: CurrentUser | null | undefined) => user?.role === 'admin';
