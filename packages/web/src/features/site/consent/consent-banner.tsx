import { AppLink } from '../../../lib/app-link';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { SITE } from '../../../site-config';
import { removeAnalyticsStorage } from '../privacy/site-storage';
import { stopTracker } from '../tracking/tracker';
import { consent, useConsent, type ConsentChoice } from './consent';
import { CONSENT_BANNER } from './content';

function choose(choice: ConsentChoice) {
  if (choice === 'denied') {
    stopTracker();
    removeAnalyticsStorage();
  }
  consent.choose(choice);
}

/**
 * The opt-in banner (CONSENT_MODE=opt-in): a region at the bottom of the viewport, not a dialog, so
 * the page stays usable; Accept and Decline look alike. Shown until the visitor chooses, and again
 * from the footer, when it takes focus (and gives it back on closing, or on Escape). Loaded only when
 * it is to be shown (consent-slot.tsx), so the default mode carries none of it.
 */
export function ConsentBanner() {
  const { bannerOpen, choice } = useConsent();
  const region = useRef<HTMLElement>(null);
  const reopened = bannerOpen && choice !== undefined;

  useEffect(() => {
    if (!reopened) return;
    const node = region.current;
    node?.focus();
    const returnFocus = consent.opener();
    return () => {
      // Closed while focus was in it (a choice, Escape): back to the control that opened it.
      const active = document.activeElement;
      if (!active || active === document.body || node?.contains(active)) {
        // The control that opened it may be gone (the router took the page over meanwhile).
        const opener = returnFocus?.isConnected
          ? returnFocus
          : document.querySelector<HTMLElement>('footer [data-privacy-choices]');
        opener?.focus();
      }
    };
  }, [reopened]);

  // The page keeps room below its footer for the banner, so that nothing (focus included) is under it.
  useEffect(() => {
    const node = region.current;
    if (!bannerOpen || !node) return;
    const fit = () => (document.body.style.paddingBottom = `${node.offsetHeight}px`);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [bannerOpen]);

  // "Privacy choices" pressed while the banner is already up: it takes focus there.
  useEffect(() => consent.onReopen(() => region.current?.focus()), []);

  if (!bannerOpen) return null;
  return (
    <section
      ref={region}
      aria-labelledby="consent-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') consent.dismiss();
      }}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <div className="text-sm">
          <h2 id="consent-title" className="font-semibold">
            {CONSENT_BANNER.title}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {CONSENT_BANNER.text(SITE)}{' '}
            <AppLink to="/privacy" className="font-medium text-foreground underline">
              {CONSENT_BANNER.link}
            </AppLink>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button
            variant="outline"
            className="flex-1 md:flex-none"
            onClick={() => choose('granted')}
          >
            Accept
          </Button>
          <Button
            variant="outline"
            className="flex-1 md:flex-none"
            onClick={() => choose('denied')}
          >
            Decline
          </Button>
        </div>
      </div>
    </section>
  );
}
