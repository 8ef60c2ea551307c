import { reportCta } from '../cta/cta-event';
import { trimSlash } from '../../../lib/app-link';

/** Paths the server answers itself (sign-in, files) rather than the app's router. */
const SERVER_PATH = /^\/api(\/|$)|\.[a-z0-9]+$/i;

/**
 * The link of the site an event is on, when a click on it should be a client-side navigation: same
 * origin, a page of the app, opened here, no modifier key, not a jump within this page.
 */
export function appPathOf(
  event: Event,
): { href: string; anchor: HTMLAnchorElement; samePage: boolean } | undefined {
  if (event.defaultPrevented) return undefined;
  // A pointer moving over a link has no button (-1): only a click's are checked.
  if (event.type === 'click' && event instanceof MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return undefined;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || SERVER_PATH.test(url.pathname)) return undefined;
  const samePage =
    trimSlash(url.pathname) === trimSlash(location.pathname) && url.search === location.search;
  if (samePage && url.hash) return undefined;
  return { href: url.pathname + url.search + url.hash, anchor, samePage };
}

/** A call-to-action link (CtaLink) followed from a content page: reported as CtaLink does. */
export function reportCtaClick(anchor: HTMLAnchorElement, click: Event): void {
  const cta = anchor.dataset.cta;
  if (cta) reportCta(cta, new URL(anchor.href).pathname, click);
}
