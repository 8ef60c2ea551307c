import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** The page's address for what reports it (page views, the sign-in link's way back). */
export interface PageLocation {
  /** Path and query of the page shown now. */
  pathAndQuery(): string;
  /** Path, query and fragment. */
  href(): string;
  /** Calls `listener` after each client-side navigation; returns the unsubscribe. */
  subscribe(listener: (change: { pathChanged: boolean }) => void): () => void;
}

/** A page without the router (features/site/islands): its address only changes by leaving it. */
const documentLocation: PageLocation = {
  pathAndQuery: () => (typeof window === 'undefined' ? '/' : location.pathname + location.search),
  href: () =>
    typeof window === 'undefined' ? '/' : location.pathname + location.search + location.hash,
  subscribe: () => () => {},
};

const PageLocationContext = createContext<PageLocation>(documentLocation);

/** The router provides its location here (lib/router-bindings.tsx). */
export const PageLocationProvider = PageLocationContext.Provider;

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/** The page's href, rendering again after each navigation. */
export function usePageHref(): string {
  const page = usePageLocation();
  return useSyncExternalStore(page.subscribe, page.href, () => '/');
}

/**
 * The page's query as the router reads it (each value JSON if it parses, else the text), rendering
 * again after each navigation: what a page's own check of its query (validateSearch) takes.
 */
export function usePageSearch(): Record<string, unknown> {
  const href = usePageHref();
  return useMemo(() => {
    const search: Record<string, unknown> = {};
    for (const [key, value] of new URL(href, 'http://page.local').searchParams) {
      search[key] = jsonOrText(value);
    }
    return search;
  }, [href]);
}

function jsonOrText(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
