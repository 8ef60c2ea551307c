/**
 * What the popup remembers per analytics session, in localStorage under `leadline_hot_popup:<sessionId>`:
 * whether it was shown, dismissed, or captured an e-mail. Storage that is missing or throwing falls
 * back to memory, so the popup still shows at most once per page load.
 */
export type PopupFlag = 'shown' | 'dismissed' | 'emailCaptured';
export type PopupFlags = Partial<Record<PopupFlag, true>>;

export const POPUP_FLAGS_PREFIX = 'leadline_hot_popup:';

export interface PopupFlagStore {
  read(sessionId: string): PopupFlags;
  record(sessionId: string, flag: PopupFlag): void;
}

const FLAGS: readonly PopupFlag[] = ['shown', 'dismissed', 'emailCaptured'];

function parse(raw: string | null): PopupFlags {
  if (!raw) return {};
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(FLAGS.filter((flag) => stored[flag] === true).map((f) => [f, true]));
  } catch {
    return {};
  }
}

export function createPopupFlagStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): PopupFlagStore {
  const memory = new Map<string, PopupFlags>();
  const key = (sessionId: string) => POPUP_FLAGS_PREFIX + sessionId;
  return {
    read(sessionId) {
      let stored: PopupFlags = {};
      try {
        stored = parse(storage()?.getItem(key(sessionId)) ?? null);
      } catch {
        // Unreadable storage: memory alone.
      }
      return { ...stored, ...memory.get(sessionId) };
    },
    record(sessionId, flag) {
      const flags = { ...this.read(sessionId), [flag]: true as const };
      memory.set(sessionId, flags);
      try {
        storage()?.setItem(key(sessionId), JSON.stringify(flags));
      } catch {
        // Full or disabled storage: memory keeps it for this page load.
      }
    },
  };
}
