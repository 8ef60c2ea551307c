import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

/** What every route's loader and beforeLoad receive (routes/__root.tsx). */
export interface RouterContext {
  /** The page load's (or the prerendered page's) one client, with the spec's defaults. */
  queryClient: QueryClient;
}

/**
 * One router per page load in the browser, one per prerendered page at build time, each with its
 * own query client: loaders fill it (`ensureQueryData`) and the screens read it (`useQuery`).
 */
export function createRouter() {
  const queryClient = createQueryClient();
  return createTanStackRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    scrollRestoration: true,
    // As browsers restore a page: at once. The site's smooth scrolling (styles.css) is for links
    // within a page; a smooth reset would also leave the page mid-way if anything scrolls after it.
    scrollRestorationBehavior: 'instant',
    defaultPreload: 'intent',
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A content page: it starts with its islands only, without the router (site/islands). */
    light?: boolean;
  }
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
