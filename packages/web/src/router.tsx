import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** One router per page load in the browser, one per prerendered page at build time. */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A content page: it starts with its islands only, without the router (features/islands). */
    light?: boolean;
  }
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
