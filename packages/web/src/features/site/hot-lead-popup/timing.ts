/** The hot-lead popup's timers (SPEC section 9). */
export const HOT_POPUP_TIMING = {
  /** How long after the score is found hot the popup opens. */
  openDelayMs: 3000,
  /** How often the session's score is checked. */
  scorePollMs: 10_000,
  /** How long the success view stays before the popup closes itself. */
  successCloseMs: 2000,
} as const;
