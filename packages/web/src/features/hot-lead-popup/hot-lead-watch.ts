/**
 * When the hot-lead popup opens (SPEC section 4): the session's score is checked on start and every
 * 10 s; once it is hot and the popup was never shown, dismissed or answered for this session, the
 * popup opens 3 s later and is recorded as shown. Checking stops as soon as the popup is decided.
 */
import { HOT_LEAD_THRESHOLD } from '@leadline/tracker';
import type { PopupFlags, PopupFlagStore } from './popup-flags';
import { HOT_POPUP_TIMING } from './timing';

/** The popup was already offered, turned down or answered in this session. */
export const popupSettled = (flags: PopupFlags) =>
  Boolean(flags.shown || flags.dismissed || flags.emailCaptured);

/** The decision rule: offer the popup to a hot session that has not seen it. */
export const shouldOfferPopup = (flags: PopupFlags, score: number) =>
  !popupSettled(flags) && score >= HOT_LEAD_THRESHOLD;

interface WatchOptions {
  sessionId: string;
  /** The session's score from the server; 0 on failure. */
  getScore: () => Promise<number>;
  flags: PopupFlagStore;
  /** Called when the popup should open, with the score that made the session hot. */
  onOpen: (score: number) => void;
  /** A hidden tab skips its checks. */
  isHidden?: () => boolean;
}

/** Starts watching; returns the function that stops it. */
export function watchForHotLead({
  sessionId,
  getScore,
  flags,
  onOpen,
  isHidden = () => typeof document !== 'undefined' && document.hidden,
}: WatchOptions): () => void {
  let stopped = false;
  let checking = false;
  let opening: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearInterval(poll);
    clearTimeout(opening);
  };

  const check = async () => {
    if (stopped || checking || isHidden()) return;
    if (popupSettled(flags.read(sessionId))) return stop();
    checking = true;
    const score = await getScore().catch(() => 0);
    checking = false;
    if (stopped || !shouldOfferPopup(flags.read(sessionId), score)) return;
    clearInterval(poll);
    opening = setTimeout(() => {
      stopped = true;
      // Another tab of the same session may have settled it in the meantime.
      if (popupSettled(flags.read(sessionId))) return;
      flags.record(sessionId, 'shown');
      onOpen(score);
    }, HOT_POPUP_TIMING.openDelayMs);
  };

  const poll = setInterval(() => void check(), HOT_POPUP_TIMING.scorePollMs);
  void check();
  return stop;
}
