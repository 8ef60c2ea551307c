import type { ReactNode } from 'react';
import { ConsentSlot } from '../consent/consent-slot';
import { island } from '../islands/island';
import { DeferredEngagement } from '../tracking/deferred-engagement';
import { Footer } from './footer';
import { Header } from './header';

// Content pages hydrate these alone (features/site/islands); in the router they are ordinary parts.
const ConsentSlotIsland = island('consent-slot', ConsentSlot);
const HeaderIsland = island('header', Header);
const FooterIsland = island('footer', Footer);

/** The public pages' frame: skip link, sticky header, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* First in the tab order (after the skip link), though shown at the bottom of the viewport. */}
      <ConsentSlotIsland />
      <HeaderIsland />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FooterIsland />
      <DeferredEngagement />
    </div>
  );
}
