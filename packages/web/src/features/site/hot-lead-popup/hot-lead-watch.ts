/**
 * When the hot-lead popup opens (SPEC section 4): the session's score is checked on start and every
 * 10 s; once it is hot and the popup was never shown, dismissed or answered for this session, the
 * popup opens 3 s later and is recorded as shown. Checking stops as soon as the popup is decided,
 * and for good once the server says it knows the visitor's address (given in a form, or in an
 * earlier visit): the popup never asks for an e-mail it has.
 */
import { HOT_LEAD_THRESHOLD, type ScoreStanding } from '@leadline/domain';
import type { PopupFlags, PopupFlagStore } from './popup-flags';
import { HOT_POPUP_TIMING } from './timing';

/** The popup was already offered, turned down or answered in this session. */
export const popupSettled = (flags: PopupFlags) =>
  Boolean(flags.shown || flags.dismissed || flags.emailCaptured);

/** The decision rule: offer the popup to a hot session that has not seen it nor given its address. */
export const shouldOfferPopup = (flags: PopupFlags, { score, emailKnown }: ScoreStanding) =>
  !popupSettled(flags) && !emailKnown && score >= HOT_LEAD_THRESHOLD;

const NOTHING_KNOWN: ScoreStanding = { score: 0, emailKnown: false };

interface WatchOptions {
  sessionId: string;
  /** The session's score from the server, and whether it has the visitor's address. */
  getScore: () => Promise<ScoreStanding>;
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
    const standing = await getScore().catch(() => NOTHING_KNOWN);
    checking = false;
    if (standing.emailKnown) return stop();
    if (stopped || !shouldOfferPopup(flags.read(sessionId), standing)) return;
    clearInterval(poll);
    opening = setTimeout(() => {
      stopped = true;
      // Another tab of the same session may have settled it in the meantime.
      if (popupSettled(flags.read(sessionId))) return;
      flags.record(sessionId, 'shown');
      onOpen(standing.score);
    }, HOT_POPUP_TIMING.openDelayMs);
  };

  const poll = setInterval(() => void check(), HOT_POPUP_TIMING.scorePollMs);
  void check();
  return stop;
}
