import { lazy, Suspense } from 'react';
import { useConsent } from './consent';

// The banner and what it needs (the list of stored keys it clears on Decline) load only when it shows:
// never in the default mode (off), once per choice in opt-in.
const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

/** Where the consent banner appears when it is open (consent.ts decides when). */
export function ConsentSlot() {
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
