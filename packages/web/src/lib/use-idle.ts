import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: a busy page still starts what waits for one within this time. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * False while prerendering, while hydrating and until the browser is first idle after that (or
 * IDLE_TIMEOUT_MS have passed), then true for the life of the component: for work a page needs
 * soon but not for its first paint or its first input.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: the next task, after hydration's.
    const handle = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}
