import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupSettled, shouldOfferPopup, watchForHotLead } from './hot-lead-watch';
import { createPopupFlagStore, type PopupFlagStore } from './popup-flags';

describe('shouldOfferPopup', () => {
  const at = (score: number, emailKnown = false) => ({ score, emailKnown });

  it('offers the popup to a session at 75 points or more that has not settled it', () => {
    expect(shouldOfferPopup({}, at(74))).toBe(false);
    expect(shouldOfferPopup({}, at(75))).toBe(true);
    expect(shouldOfferPopup({}, at(120))).toBe(true);
    expect(shouldOfferPopup({ shown: true }, at(90))).toBe(false);
    expect(shouldOfferPopup({ dismissed: true }, at(90))).toBe(false);
    expect(shouldOfferPopup({ emailCaptured: true }, at(90))).toBe(false);
  });

  it('never offers it to a session whose address the server knows', () => {
    expect(shouldOfferPopup({}, at(75, true))).toBe(false);
    expect(shouldOfferPopup({}, at(120, true))).toBe(false);
  });

  it('counts any flag as settled', () => {
    expect(popupSettled({})).toBe(false);
    expect(popupSettled({ shown: true })).toBe(true);
  });
});

describe('watchForHotLead', () => {
  let flags: PopupFlagStore;
  let hidden: boolean;
  const memoryOnly = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    flags = createPopupFlagStore(memoryOnly);
    hidden = false;
  });
  afterEach(() => vi.useRealTimers());

  const watch = (scores: number[], emailKnownFrom = Infinity) => {
    let checks = 0;
    const getScore = vi.fn(async () => ({
      score: scores.shift() ?? 0,
      emailKnown: ++checks >= emailKnownFrom,
    }));
    const onOpen = vi.fn();
    const stop = watchForHotLead({
      sessionId: 's-1',
      getScore,
      flags,
      onOpen,
      isHidden: () => hidden,
    });
    return { getScore, onOpen, stop };
  };

  it('checks on start and every 10 s until the session is hot, then opens 3 s later', async () => {
    const { getScore, onOpen } = watch([10, 40, 80]);
    await vi.advanceTimersByTimeAsync(0);
    expect(getScore).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getScore).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getScore).toHaveBeenCalledTimes(3);

    // Hot: no more checks, and the popup waits 3 s.
    await vi.advanceTimersByTimeAsync(2999);
    expect(onOpen).not.toHaveBeenCalled();
    expect(flags.read('s-1')).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(onOpen).toHaveBeenCalledWith(80);
    expect(flags.read('s-1')).toEqual({ shown: true });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(getScore).toHaveBeenCalledTimes(3);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not check at all for a session that was shown, dismissed or captured', async () => {
    for (const flag of ['shown', 'dismissed', 'emailCaptured'] as const) {
      flags = createPopupFlagStore(memoryOnly);
      flags.record('s-1', flag);
      const { getScore, onOpen } = watch([100]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(getScore).not.toHaveBeenCalled();
      expect(onOpen).not.toHaveBeenCalled();
    }
  });

  it('stops checking for good, and never opens, once the server knows the address', async () => {
    const { getScore, onOpen } = watch([10, 90, 90], 2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getScore).toHaveBeenCalledTimes(2);
    expect(onOpen).not.toHaveBeenCalled();
    expect(flags.read('s-1')).toEqual({});
  });

  it('does not open if the popup was settled during the delay', async () => {
    const { onOpen } = watch([90]);
    await vi.advanceTimersByTimeAsync(1000);
    flags.record('s-1', 'dismissed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('treats a failed score check as 0 and keeps checking', async () => {
    const getScore = vi
      .fn<() => Promise<{ score: number; emailKnown: boolean }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ score: 75, emailKnown: false });
    const onOpen = vi.fn();
    watchForHotLead({ sessionId: 's-1', getScore, flags, onOpen, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(13_000);
    expect(getScore).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(75);
  });

  it('skips checks while the tab is hidden', async () => {
    hidden = true;
    const { getScore } = watch([10, 10]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getScore).not.toHaveBeenCalled();
    hidden = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getScore).toHaveBeenCalledTimes(1);
  });

  it('stops checking and never opens once stopped', async () => {
    const { getScore, onOpen, stop } = watch([90]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getScore).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
