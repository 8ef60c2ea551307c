/**
 * Everything the site keeps in a visitor's browser, for the privacy page (and for withdrawing consent):
 * the tracker's keys from its own definition, the site's keys from the modules that write them, and the
 * cookies. Each name comes from where it is used, so the page cannot drift from the code.
 */
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
  SESSION_LIFETIME_DAYS,
  SIGNED_IN_COOKIE,
} from '@leadline/domain';
import { OWNER_KEY, TRACKER_STORAGE_KEYS } from '@leadline/tracker';
import { SITE } from '../../../site-config';
import { CONSENT_KEY } from '../consent/consent';
import { EXIT_OFFER } from '../exit-intent/exit-intent-rules';
import { POPUP_FLAGS_PREFIX } from '../hot-lead-popup/popup-flags';
import { THEME_STORAGE_KEY } from '../../../components/theme/theme';
import { DRAFT_KEY } from '../wizard/draft-key';
import { BOOKING_PREFILL_KEY } from '../booking/prefill';

export interface StoredItem {
  /** The key or cookie name; a trailing `*` stands for the variable rest (e.g. a session id). */
  name: string;
  where: 'localStorage' | 'sessionStorage' | 'cookie';
  holds: string;
  purpose: string;
  kept: string;
  /** Written only for analytics: never before consent in opt-in mode, removed when it is withdrawn. */
  analytics: boolean;
}

export const ROUTER_SCROLL_KEY = 'tsr-scroll-restoration-v1_3';

const UNTIL_CLEARED = 'until you clear your browser’s site data';

export function storedItems(): StoredItem[] {
  return [
    ...TRACKER_STORAGE_KEYS.map(({ key, storage, holds, purpose, kept }) => ({
      name: key,
      where: storage,
      holds,
      purpose,
      kept,
      analytics: true,
    })),
    {
      name: `${POPUP_FLAGS_PREFIX}*`,
      where: 'localStorage',
      holds: 'whether the consultation offer was shown, dismissed or answered, per visit',
      purpose: 'so that the offer is not made twice',
      kept: UNTIL_CLEARED,
      analytics: true,
    },
    {
      name: EXIT_OFFER.storageKey,
      where: 'localStorage',
      holds: 'when the checklist offer was last shown',
      purpose: 'so that it is shown at most once in 30 days',
      kept: UNTIL_CLEARED,
      analytics: true,
    },
    ...(SITE.consentMode === 'opt-in'
      ? [
          {
            name: CONSENT_KEY,
            where: 'localStorage' as const,
            holds: 'your answer to the analytics question: granted or denied',
            purpose: 'so that you are asked once',
            kept: UNTIL_CLEARED,
            analytics: false,
          },
        ]
      : []),
    {
      name: THEME_STORAGE_KEY,
      where: 'localStorage',
      holds: 'light or dark, if you chose a theme',
      purpose: 'to show the site in the theme you chose',
      kept: UNTIL_CLEARED,
      analytics: false,
    },
    {
      name: DRAFT_KEY,
      where: 'sessionStorage',
      holds: 'the questionnaire’s answers while you fill it in',
      purpose: 'so that a reload does not lose your answers',
      kept: 'until you send it or close the tab',
      analytics: false,
    },
    {
      name: BOOKING_PREFILL_KEY,
      where: 'sessionStorage',
      holds: 'the name and e-mail address you gave the consultation offer',
      purpose: 'so that the form to book the call starts filled in',
      kept: 'until you book the call or close the tab',
      analytics: false,
    },
    {
      // TanStack Router's own key (router-core's `storageKey`, which react-router does not re-export).
      name: ROUTER_SCROLL_KEY,
      where: 'sessionStorage',
      holds: 'where each page you opened was scrolled to',
      purpose: 'so that Back returns you to the same place on the page',
      kept: 'until you close the tab',
      analytics: false,
    },
    {
      name: SESSION_COOKIE,
      where: 'cookie',
      holds: `a random sign-in session id (HttpOnly), and its signature in ${SESSION_COOKIE}.sig; over HTTPS the two are named ${SECURE_SESSION_COOKIE} and ${SECURE_SESSION_COOKIE}.sig`,
      purpose: 'keeps the site’s owner signed in to the admin area; visitors never get it',
      kept: `${SESSION_IDLE_DAYS} days after the last use and at most ${SESSION_LIFETIME_DAYS} days after signing in, or until signing out`,
      analytics: false,
    },
    {
      name: OWNER_KEY,
      where: 'localStorage',
      holds:
        '“admin” while the site’s owner is signed in, “mine” once they marked the browser as theirs',
      purpose: 'so that the owner’s own visits are not tracked; visitors never get it',
      kept: 'until signing out, or for “mine” until the owner unmarks the browser',
      analytics: false,
    },
    {
      name: SIGNED_IN_COOKIE,
      where: 'cookie',
      holds: 'just “1”',
      purpose: 'tells the page that someone is signed in, so it asks who only then',
      kept: `${SESSION_IDLE_DAYS} days after the last use, or until signing out`,
      analytics: false,
    },
    ...(SITE.analyticsId
      ? [
          {
            name: '_ga*',
            where: 'cookie' as const,
            holds: 'Google Analytics’ random client and session ids',
            purpose: 'Google Analytics counts visits to the site',
            kept: 'up to 2 years (set by Google)',
            analytics: true,
          },
        ]
      : []),
  ];
}

/** Expires the cookies whose names start with `prefix`, on this host and its parent domains. */
function expireCookies(prefix: string): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(prefix));
  const parts = location.hostname.split('.');
  const domains = parts.map((_, index) => parts.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

/** Consent withdrawn: removes what only analytics wrote (the consent choice itself stays). */
export function removeAnalyticsStorage(): void {
  for (const item of storedItems()) {
    if (!item.analytics) continue;
    if (item.where === 'cookie') {
      expireCookies(item.name.replace(/\*$/, ''));
      continue;
    }
    try {
      const storage = window[item.where];
      const prefix = item.name.endsWith('*') ? item.name.slice(0, -1) : undefined;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) {
        if (key !== null && (prefix ? key.startsWith(prefix) : key === item.name)) {
          storage.removeItem(key);
        }
      }
    } catch {
      // blocked storage holds nothing to remove
    }
  }
}
