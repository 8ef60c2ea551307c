import { useSyncExternalStore } from 'react';

/** From this width the board's six columns fit beside the sidebar; below it, the list. */
const WIDE = '(min-width: 1024px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the screen is wide enough for the board (false while rendering on the server). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
