/**
 * What the tracker keeps in the browser: one definition for the code (identity.ts), the docs
 * (ARCHITECTURE.md, checked by a test) and the site's privacy page. The script build imports only
 * the two names, so the descriptions below never reach dist/tracker.js.
 */

export const SESSION_KEY = 'leadline_session';
export const VISITOR_KEY = 'leadline_visitor';
/**
 * Written by the Leadline admin, never by the tracker, in the site owner's own browser: `admin`
 * while signed in, `mine` when the owner marked the browser as theirs. Any value keeps the tracker
 * from starting: the owner's visits are not tracked. Not listed below: no visitor ever holds it.
 */
export const OWNER_KEY = 'leadline_owner';

export interface StorageKey {
  key: string;
  storage: 'localStorage' | 'sessionStorage';
  /** What the value is, in plain words. */
  holds: string;
  /** Why it is kept. */
  purpose: string;
  /** How long the browser keeps it. */
  kept: string;
}

export const TRACKER_STORAGE_KEYS: readonly StorageKey[] = [
  {
    key: SESSION_KEY,
    storage: 'sessionStorage',
    holds: 'a random session id',
    purpose:
      'so that a reload of the same tab continues the same visit instead of counting a new one',
    kept: 'until the tab is closed',
  },
  {
    key: VISITOR_KEY,
    storage: 'localStorage',
    holds:
      'a random visitor id, the number of visits, when the latest visit began, and how the first visit arrived (referrer, utm campaign parameters, landing page)',
    purpose: 'to recognise a returning visitor and credit the source that first brought them',
    kept: 'until you clear your browser’s site data',
  },
];
