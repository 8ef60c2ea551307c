import { trackEvent } from '../tracking/tracker';

// A click seen by the link itself and by a content page's link handling is one click.
const reported = new WeakSet<Event>();

/** CTA_CLICKED: `cta` names the call to action, `to` the page it leads to. */
export function reportCta(cta: string, to: string, click: Event): void {
  if (reported.has(click)) return;
  reported.add(click);
  trackEvent('CTA_CLICKED', { metadata: { cta, to } });
}
