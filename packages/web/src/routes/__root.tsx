import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { availabilityMeta } from '../lib/availability';
import { RouterBindings } from '../lib/router-bindings';
import type { RouterContext } from '../router';
import { NotFoundPage } from '../features/site/layout/not-found-page';
import { THEME_BOOT_SCRIPT } from '../components/theme/theme';
import { LazyToaster } from '../components/toasts/lazy-toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#4338ca' },
      // Every page: the browser reads the availability the page was served with (lib/availability.ts).
      availabilityMeta(),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/rss.xml' },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    // The boot script may add the dark class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <HeadContent />
      </head>
      <body>
        <RouterBindings>
          <Outlet />
          <LazyToaster />
        </RouterBindings>
        <Scripts />
      </body>
    </html>
  );
}
