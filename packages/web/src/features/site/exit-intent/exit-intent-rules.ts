/**
 * When the exit-intent offer (the Free MVP Planning Checklist) may open. On a desktop: the pointer
 * leaves the window through its top edge (towards the tabs and the address bar). On a phone, where
 * there is no pointer to leave: the visitor has read at least a third of the page and then scrolls
 * back up fast (400 px or more within 400 ms), the gesture of someone heading for the address bar.
 * Never in the first 10 s on a page, at most once per visitor in 30 days, never to a session whose
 * address is known, never while or after the hot-lead popup was offered in the session, and not
 * at all under Do Not Track (the tracker then has no session).
 */
export const EXIT_OFFER = {
  /** No offer before this long on the page. */
  quietMs: 10_000,
  /** Shown at most once per visitor in this long. */
  repeatAfterMs: 30 * 24 * 3600_000,
  /** Phones: how far down the visitor must have read, as a share of the scrollable height. */
  minReadShare: 1 / 3,
  /** Phones: a scroll back up of at least this many pixels within `fastScrollMs`. */
  fastScrollPx: 400,
  fastScrollMs: 400,
  /** The visitor-wide record, in localStorage. */
  storageKey: 'leadline_exit_offer',
} as const;

/** Whether the offer may be made now, before the session's standing is asked. */
export function offerAllowed({
  pageOpenedAt,
  now,
  lastShownAt,
  hotPopupOffered,
}: {
  pageOpenedAt: number;
  now: number;
  lastShownAt: number | undefined;
  hotPopupOffered: boolean;
}): boolean {
  if (now - pageOpenedAt < EXIT_OFFER.quietMs) return false;
  if (lastShownAt !== undefined && now - lastShownAt < EXIT_OFFER.repeatAfterMs) return false;
  return !hotPopupOffered;
}

/** A desktop exit: the pointer left the document through its top edge. */
export const leftThroughTop = (event: { relatedTarget: unknown; clientY: number }) =>
  event.relatedTarget === null && event.clientY <= 0;

export interface ScrollSample {
  at: number;
  y: number;
}

/**
 * A phone's exit gesture, from the recent scroll positions (oldest first) and how far down the page
 * the visitor has been (`deepestShare` of the scrollable height).
 */
export function fastScrollBackUp(samples: readonly ScrollSample[], deepestShare: number): boolean {
  const last = samples.at(-1);
  if (!last || deepestShare < EXIT_OFFER.minReadShare) return false;
  return samples.some(
    (sample) =>
      last.at - sample.at <= EXIT_OFFER.fastScrollMs &&
      sample.y - last.y >= EXIT_OFFER.fastScrollPx,
  );
}
