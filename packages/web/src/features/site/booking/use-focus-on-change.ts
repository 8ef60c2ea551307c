import { useEffect, useRef } from 'react';

/**
 * A ref for the heading of the step shown now: whenever `step` changes (not on the first render),
 * focus moves there, so that keyboard and screen-reader users continue where the page changed.
 */
export function useFocusOnChange<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
