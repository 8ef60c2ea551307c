import { useEffect, useRef } from 'react';

/**
 * Focus back on the button that opened a dialog once it closes, even where clicking a button does
 * not focus it (Safari), so the dialog cannot know its opener from the focused element.
 */
export function useFocusReturn<T extends HTMLElement>(open: boolean) {
  const opener = useRef<T>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
