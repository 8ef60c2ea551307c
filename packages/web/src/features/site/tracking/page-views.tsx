import { asksNotToTrack } from '@leadline/tracker';
import { useEffect, useRef } from 'react';
import { isOwnersBrowser } from '../../../lib/owner-browser';
import { usePageLocation } from '../../../lib/page-location';
import { SITE } from '../../../site-config';
import { useConsent } from '../consent/consent';
import { tracker } from './tracker';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

// Once per page load: a content page's PageViews is mounted again when the router takes it over.
let loadedTag: Gtag | undefined;

/** Loads the external analytics tag, only when a measurement id is configured. */
function loadAnalyticsTag(id: string): Gtag {
  if (loadedTag) return loadedTag;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  loadedTag = gtag;
  return gtag;
}

/**
 * Reports a page view to our tracker (which sends it once the visitor engaged with the page) and, when
 * configured, the external tag, on load and on each route change, once analytics are allowed (at once
 * unless CONSENT_MODE is opt-in).
 */
export function PageViews() {
  const page = usePageLocation();
  const { allowed } = useConsent();
  const tag = useRef<Gtag | undefined>(undefined);
  useEffect(() => {
    if (!allowed) return;
    // Do Not Track and Global Privacy Control keep the external tag away too, as they do our tracker;
    // so does the owner's own browser.
    if (SITE.analyticsId && !asksNotToTrack() && !isOwnersBrowser()) {
      tag.current ??= loadAnalyticsTag(SITE.analyticsId);
    }
    const gtag = tag.current;
    const report = () => {
      tracker()?.trackPageView(page.pathAndQuery());
      gtag?.('event', 'page_view', { page_path: location.pathname, page_location: location.href });
    };
    report();
    return page.subscribe((change) => {
      if (change.pathChanged) report();
    });
  }, [page, allowed]);
  return null;
}
