import { useSyncExternalStore } from 'react';
import { fetchCurrentUser, type CurrentUser } from '../../../lib/current-user';

let user: CurrentUser | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    // A failed answer leaves the header as for an anonymous visitor.
    void fetchCurrentUser()
      .catch(() => null)
      .then((answer) => {
        user = answer;
        listeners.forEach((notify) => notify());
      });
  }
  return () => listeners.delete(listener);
}

/**
 * The signed-in user for the public header, asked once per page load (undefined until answered,
 * and while prerendering). Signing in or out is a full page load, so the answer does not go stale.
 */
export function useCurrentUser(): CurrentUser | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => user,
    () => undefined,
  );
}
