import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

/** One router per page load in the browser, one per prerendered page at build time. */
export function createRouter() {
  const queryClient = createQueryClient();
  return createTanStackRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
