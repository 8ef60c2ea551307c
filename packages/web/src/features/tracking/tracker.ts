/**
 * The page's one tracker (one analytics session per page load, SPEC section 4), created on first use
 * in the browser. On the server (prerendering) every call is a no-op.
 */
import { createTracker, type Tracker, type TrackOptions } from '@leadline/tracker';

let instance: Tracker | undefined;

export function tracker(): Tracker | undefined {
  if (typeof window === 'undefined') return undefined;
  instance ??= createTracker({ debug: import.meta.env.DEV });
  return instance;
}

export function trackEvent(eventType: string, options?: TrackOptions): void {
  tracker()?.track(eventType, options);
}

/** The current session id, or undefined when tracking is off (server, Do Not Track). */
export function trackedSessionId(): string | undefined {
  return tracker()?.sessionId || undefined;
}
