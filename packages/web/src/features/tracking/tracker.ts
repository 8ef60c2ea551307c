/**
 * The page's one tracker (one analytics session per page load, SPEC section 4), created on first use
 * in the browser once analytics are allowed (consent.ts). On the server (prerendering), and before
 * consent in opt-in mode, every call is a no-op.
 */
import { createTracker, type Tracker, type TrackOptions } from '@leadline/tracker';
import { trackingAllowed } from '../consent/consent';

let instance: Tracker | undefined;

export function tracker(): Tracker | undefined {
  if (typeof window === 'undefined' || !trackingAllowed()) return undefined;
  instance ??= createTracker({ debug: import.meta.env.DEV });
  return instance;
}

/** Consent withdrawn: nothing more is sent from this page (what it stored is removed elsewhere). */
export function stopTracker(): void {
  instance?.stop();
  instance = undefined;
}

export function trackEvent(eventType: string, options?: TrackOptions): void {
  tracker()?.track(eventType, options);
}

/** The current session id, or undefined when tracking is off (server, Do Not Track, no consent). */
export function trackedSessionId(): string | undefined {
  return tracker()?.sessionId || undefined;
}
