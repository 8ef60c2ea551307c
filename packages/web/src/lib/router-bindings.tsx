import { useRouter } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { AppLinkProvider } from './app-link';
import { type AppNavigate, AppNavigateProvider } from './app-navigate';
import { type PageLocation, PageLocationProvider } from './page-location';
import { RouterLink } from './router-link';

/** Gives what also renders outside the router (islands) the router's links and location. */
export function RouterBindings({ children }: { children: ReactNode }) {
  const router = useRouter();
  const location = useMemo<PageLocation>(
    () => ({
      pathAndQuery: () => router.state.location.pathname + router.state.location.searchStr,
      href: () => router.state.location.href,
      subscribe: (listener) =>
        router.subscribe('onResolved', (event) => listener({ pathChanged: event.pathChanged })),
    }),
    [router],
  );
  const navigate = useMemo<AppNavigate>(() => (href) => router.navigate({ href }), [router]);
  return (
    <AppLinkProvider value={RouterLink}>
      <AppNavigateProvider value={navigate}>
        <PageLocationProvider value={location}>{children}</PageLocationProvider>
      </AppNavigateProvider>
    </AppLinkProvider>
  );
}
