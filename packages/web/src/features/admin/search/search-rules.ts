import { SEARCH_LIMITS } from '@leadline/domain';
import { useEffect, useState } from 'react';

/** The server's shortest query: the box waits for it before asking. */
export const SEARCH_MIN_LENGTH = SEARCH_LIMITS.minLength;

/** Whether a key press goes to a field the user is typing in (so "/" is text there, not a shortcut). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The value, once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
