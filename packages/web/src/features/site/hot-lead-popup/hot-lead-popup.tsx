import { lazy, Suspense, useEffect, useState } from 'react';
import { useConsent } from '../consent/consent';
import { tracker } from '../tracking/tracker';
import { watchForHotLead } from './hot-lead-watch';
import { createPopupFlagStore } from './popup-flags';
import { holdOffer, openOffer } from './open-offer';

// The dialog and its form load only for the few visitors who get the offer.
const HotLeadDialog = lazy(() =>
  import('./hot-lead-dialog').then((module) => ({ default: module.HotLeadDialog })),
);

interface Offer {
  sessionId: string;
  score: number;
}

/**
 * Watches the tracked session's score and offers hot leads a free consultation (SPEC sections 2, 4).
 * Renders nothing until the offer is made, so prerendered pages hold none of it.
 */
export function HotLeadPopup() {
  const [flags] = useState(() => createPopupFlagStore());
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  const { allowed } = useConsent();

  useEffect(() => {
    const session = allowed ? tracker() : undefined;
    // Untracked visitors (Do Not Track, no consent) have no session, hence no score and no popup.
    if (!session?.sessionId) return;
    const { sessionId } = session;
    return watchForHotLead({
      sessionId,
      getScore: () => session.getScore(),
      flags,
      onOpen: (score) => {
        // The exit-intent offer is on screen: one offer at a time.
        if (openOffer() === 'exit') return;
        setOffer({ sessionId, score });
        setOpen(true);
      },
    });
  }, [flags, allowed]);

  // Consent withdrawn (in this tab or another) while the offer is up: it goes, unanswered.
  const showing = open && allowed;
  useEffect(() => {
    if (!showing) return;
    return holdOffer('hot-lead');
  }, [showing]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <HotLeadDialog
        open={showing}
        onOpenChange={setOpen}
        sessionId={offer.sessionId}
        score={offer.score}
        flags={flags}
      />
    </Suspense>
  );
}
