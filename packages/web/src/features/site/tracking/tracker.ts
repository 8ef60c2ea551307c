/**
 * The page's one tracker (one analytics session per page load, SPEC section 4), created on first use
 * in the browser once analytics are allowed (consent.ts). On the server (prerendering), before
 * consent in opt-in mode, and in the site owner's own browser (lib/owner-browser.ts), every call is a
 * no-op.
 */
import { createTracker, type Tracker, type TrackOptions } from '@leadline/tracker';
import { isOwnersBrowser } from '../../../lib/owner-browser';
import { consent, trackingAllowed } from '../consent/consent';

let instance: Tracker | undefined;

export function tracker(): Tracker | undefined {
  if (typeof window === 'undefined' || !trackingAllowed()) return undefined;
  // The owner's own browser (signed in, or marked as theirs) sends nothing, from the first page on.
  if (isOwnersBrowser()) {
    stopTracker();
    return undefined;
  }
  instance ??= createTracker({ debug: import.meta.env.DEV });
  return instance;
}

/** Consent withdrawn: nothing more is sent from this page (what it stored is removed elsewhere). */
export function stopTracker(): void {
  instance?.stop();
  instance = undefined;
}

// Withdrawn in another tab, or before this page came back from the back/forward cache: this page
// stops too, and what analytics stored in this tab goes.
if (typeof window !== 'undefined') {
  consent.subscribe(() => {
    if (instance && !consent.get().allowed) {
      stopTracker();
      // Loaded only then: the privacy page's list of keys stays out of every page's first load.
      void import('../privacy/site-storage').then((storage) => storage.removeAnalyticsStorage());
    }
  });
}

export function trackEvent(eventType: string, options?: TrackOptions): void {
  tracker()?.track(eventType, options);
}

/** The current session id, or undefined when tracking is off (server, Do Not Track, no consent). */
export function trackedSessionId(): string | undefined {
  return tracker()?.sessionId || undefined;
}
