/**
 * The site owner's own browser is not tracked (issue 31): a browser signed in, and one the owner
 * marked as theirs in the admin's Settings. The mark is the tracker's OWNER_KEY in localStorage,
 * which the tracker itself reads before it starts: `admin` while someone is signed in here (from the
 * first answer that says who, until the app finds the browser signed out, however that happened),
 * `mine` until the owner unmarks it.
 */
import { OWNER_KEY } from '@leadline/tracker';
import { looksSignedIn } from './signed-in';

export type OwnerMark = 'admin' | 'mine';

export function ownerMark(): OwnerMark | null {
  try {
    const mark = localStorage.getItem(OWNER_KEY);
    return mark === null ? null : mark === 'mine' ? 'mine' : 'admin';
  } catch {
    return null;
  }
}

function setMark(mark: OwnerMark | null): void {
  try {
    if (mark) localStorage.setItem(OWNER_KEY, mark);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage disabled: the sign-in cookie still keeps a signed-in browser untracked
  }
}

/** Whether this browser must send no analytics at all. */
export function isOwnersBrowser(): boolean {
  if (typeof window === 'undefined') return false;
  // The sign-in cookie: from the first page after signing in, before anything asked who it is.
  if (looksSignedIn()) return true;
  const mark = ownerMark();
  // Signed out since (the Logout link, another site's sign-out, an expired session): a visitor again.
  if (mark === 'admin') setMark(null);
  return mark === 'mine';
}

/** Someone is signed in here: the mark tells the tracker too. */
export function markSignedIn(): void {
  if (ownerMark() === null) setMark('admin');
}

/** "This browser is mine": kept after signing out; unmarked, a signed-in browser stays untracked. */
export function markMine(mine: boolean): void {
  setMark(mine ? 'mine' : looksSignedIn() ? 'admin' : null);
}
