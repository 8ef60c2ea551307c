/**
 * Failed sign-ins, counted per client address and per e-mail address: after MAX_FAILURES within the
 * window, sign-in is refused for what is left of it. Only failures count.
 */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

interface Window {
  failures: number;
  resetAt: number;
}

export function createLoginThrottle(now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    /** Seconds until sign-in is allowed again for any of the keys, or 0. */
    retryAfter(keys: string[]): number {
      let wait = 0;
      for (const key of keys) {
        const window = current(key);
        if (window && window.failures >= MAX_FAILURES) {
          wait = Math.max(wait, Math.ceil((window.resetAt - now()) / 1000));
        }
      }
      return wait;
    },
    recordFailure(keys: string[]): void {
      for (const key of keys) {
        const window = current(key) ?? { failures: 0, resetAt: now() + FAILURE_WINDOW_MS };
        window.failures += 1;
        windows.set(key, window);
      }
    },
    clear(keys: string[]): void {
      for (const key of keys) windows.delete(key);
    },
  };
}
