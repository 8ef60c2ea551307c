/**
 * The visitor's consent to analytics (CONSENT_MODE, @leadline/domain privacy.ts). With `off` tracking needs no
 * consent (the tracker still honours Do Not Track and Global Privacy Control); with `opt-in` nothing
 * is tracked until the visitor accepts in the banner, and the choice is remembered in localStorage.
 */
import { useSyncExternalStore } from 'react';
import type { ConsentMode } from '@leadline/domain';
import { SITE } from '../../../site-config';

export const CONSENT_KEY = 'leadline_consent';
export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  mode: ConsentMode;
  /** The stored choice; undefined until the visitor makes one. */
  choice: ConsentChoice | undefined;
  /** Whether analytics may run now. */
  allowed: boolean;
  /** Whether the banner is on screen: no choice yet, or reopened from the footer. */
  bannerOpen: boolean;
}

function readChoice(): ConsentChoice | undefined {
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The consent store of one page; `mode` is the build's (a parameter for tests). */
export function createConsentStore(mode: ConsentMode) {
  const listeners = new Set<() => void>();
  const reopenListeners = new Set<() => void>();
  // Storage that is blocked keeps the choice for this page load only.
  let remembered: ConsentChoice | undefined;
  let reopened = false;
  // The control that reopened the banner: focus goes back to it when the banner closes.
  let opener: HTMLElement | null = null;
  let snapshot: ConsentState | undefined;
  const serverState: ConsentState = {
    mode,
    choice: undefined,
    allowed: mode === 'off',
    bannerOpen: false,
  };

  const compute = (): ConsentState => {
    const choice = remembered ?? readChoice();
    return {
      mode,
      choice,
      allowed: mode === 'off' || choice === 'granted',
      bannerOpen: mode === 'opt-in' && (choice === undefined || reopened),
    };
  };
  const changed = () => {
    snapshot = undefined;
    listeners.forEach((listener) => listener());
  };

  return {
    /** The current state (the same object until something changes, as useSyncExternalStore wants). */
    get: (): ConsentState => (snapshot ??= compute()),
    /** Before the page runs in a browser (prerendering, hydration): no choice known, no banner. */
    serverState,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice: ConsentChoice) {
      remembered = choice;
      reopened = false;
      try {
        localStorage.setItem(CONSENT_KEY, choice);
      } catch {
        // blocked storage: remembered above for this page
      }
      changed();
    },
    /** The footer's "Privacy choices" (or the privacy page's button, `from`): shows the banner again. */
    reopen(from: HTMLElement | null = null) {
      if (mode !== 'opt-in') return;
      opener = from;
      reopened = true;
      changed();
      reopenListeners.forEach((listener) => listener());
    },
    /** Called on every reopen, also when the banner is already on screen. */
    onReopen(listener: () => void) {
      reopenListeners.add(listener);
      return () => void reopenListeners.delete(listener);
    },
    opener: () => opener,
    /**
     * The choice may have changed in another tab, or while this page sat in the back/forward cache:
     * read it again from storage (a choice kept only in memory, storage being blocked, stays).
     */
    resync() {
      if (readChoice() !== undefined) remembered = undefined;
      changed();
    },
    /** Hides a reopened banner without changing the choice (Escape). */
    dismiss() {
      if (!reopened || (remembered ?? readChoice()) === undefined) return;
      reopened = false;
      changed();
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

export const consent: ConsentStore = createConsentStore(SITE.consentMode);

if (typeof window !== 'undefined' && SITE.consentMode === 'opt-in') {
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_KEY || event.key === null) consent.resync();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) consent.resync();
  });
}

/** Whether analytics may run now (false while prerendering). */
export const trackingAllowed = () => typeof window !== 'undefined' && consent.get().allowed;

export function useConsent(): ConsentState {
  return useSyncExternalStore(consent.subscribe, consent.get, () => consent.serverState);
}
