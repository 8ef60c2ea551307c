import type { ReactNode } from 'react';
import { ConsentSlot } from '../consent/consent-slot';
import { DeferredEngagement } from '../tracking/deferred-engagement';
import { Footer } from './footer';
import { Header } from './header';

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
      <ConsentSlot />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <DeferredEngagement />
    </div>
  );
}
