import { lazy, Suspense, useEffect, useState } from 'react';
import { createPopupFlagStore } from '../hot-lead-popup/popup-flags';
import { popupSettled } from '../hot-lead-popup/hot-lead-watch';
import { useConsent } from '../consent/consent';
import { tracker } from '../tracking/tracker';
import { EXIT_OFFER, offerAllowed } from './exit-intent-rules';
import { watchForExit } from './exit-intent-watch';
import { holdOffer, openOffer } from '../hot-lead-popup/open-offer';

const ExitIntentDialog = lazy(() =>
  import('./exit-intent-dialog').then((module) => ({ default: module.ExitIntentDialog })),
);

function lastShownAt(): number | undefined {
  try {
    const stored = Number(localStorage.getItem(EXIT_OFFER.storageKey));
    return Number.isFinite(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined;
  }
}

function recordShown(now: number) {
  try {
    localStorage.setItem(EXIT_OFFER.storageKey, String(now));
  } catch {
    // Storage off: this page load will not offer it twice anyway.
  }
}

/**
 * The exit-intent offer of a Free MVP Planning Checklist (rules: exit-intent-rules.ts). Renders
 * nothing until the visitor makes the exit gesture and every rule allows the offer. `pageOpenedAt`
 * (Date.now() when the page opened) starts the rules' first quiet seconds: the watch itself starts later.
 */
export function ExitIntentOffer({ pageOpenedAt }: { pageOpenedAt: number }) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { allowed } = useConsent();

  useEffect(() => {
    const session = allowed ? tracker() : undefined;
    // Untracked visitors (Do Not Track, no consent) have no session, and get no offer.
    if (!session?.sessionId) return;
    const hotPopup = createPopupFlagStore();
    let cancelled = false;
    let deciding = false;
    const stop = watchForExit(() => {
      if (deciding) return;
      const now = Date.now();
      const allowed = offerAllowed({
        pageOpenedAt,
        now,
        lastShownAt: lastShownAt(),
        hotPopupOffered: popupSettled(hotPopup.read(session.sessionId)),
      });
      if (!allowed || openOffer() !== undefined) return;
      deciding = true;
      void session
        .getScore()
        .catch(() => ({ emailKnown: true }))
        .then(({ emailKnown }) => {
          deciding = false;
          if (emailKnown) stop();
          if (cancelled || emailKnown || openOffer() !== undefined) return;
          stop();
          recordShown(Date.now());
          setSessionId(session.sessionId);
          setOpen(true);
        });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [allowed, pageOpenedAt]);

  // Consent withdrawn (in this tab or another) while the offer is up: it goes, unanswered.
  const showing = open && allowed;
  useEffect(() => {
    if (!showing) return;
    return holdOffer('exit');
  }, [showing]);

  if (!sessionId) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={showing} onOpenChange={setOpen} sessionId={sessionId} />
    </Suspense>
  );
}
