import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders (prerendering) and while the browser hydrates that HTML, true from
 * the render after: what only the browser knows (the URL's query, storage) renders from then on, so
 * the first client render matches the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
