/**
 * The start of a content page (features/site/islands/island.tsx): hydrates the page's islands,
 * starts what follows a visitor (page views, the offers), and turns the first click on a link of
 * the site into a client-side navigation by the router, loaded on the first intent to follow one.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_SELECTOR, type IslandName, type IslandProps } from './features/site/islands/island';
import { appPathOf, reportCtaClick } from './features/site/islands/links';
import { ISLANDS } from './features/site/islands/registry';
import type { AppRouter } from './features/site/islands/takeover';
import { AppNavigateProvider } from './lib/app-navigate';
import { LazyToaster } from './components/toasts/lazy-toaster';
import { DeferredEngagement } from './features/site/tracking/deferred-engagement';

const roots: Root[] = [];
// The router, from the first navigation on (takeover.tsx).
let router: Promise<AppRouter> | undefined;

async function hydrateIsland(element: HTMLElement) {
  const loader = ISLANDS[element.dataset.island as IslandName];
  if (!loader) throw new Error(`No island named ${element.dataset.island}`);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as IslandProps;
  const Component = await loader();
  if (router || !element.isConnected) return;
  startTransition(() => {
    roots.push(
      hydrateRoot(
        element,
        <AppNavigateProvider value={navigate}>
          <Component {...props} />
        </AppNavigateProvider>,
      ),
    );
  });
}

for (const element of document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
  // An island inside another is hydrated with it.
  if (element.parentElement?.closest(ISLAND_SELECTOR)) continue;
  // A part that cannot start stays the prerendered HTML; the rest of the page goes on.
  hydrateIsland(element).catch((error: unknown) => console.error(error));
}

const engagement = document.createElement('div');
document.body.append(engagement);
const engagementRoot = createRoot(engagement);
roots.push(engagementRoot);
engagementRoot.render(
  <AppNavigateProvider value={navigate}>
    <DeferredEngagement />
    <LazyToaster />
  </AppNavigateProvider>,
);

const loadTakeover = () => import('./features/site/islands/takeover');

function onIntent(event: Event) {
  // Loaded early if it can be; a failure shows, if ever, when the link is followed.
  if (appPathOf(event)) loadTakeover().catch(() => {});
}

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Shows `href` through the router: the first call hands it the document, the next ones (clicks while
 * it loads, a form's navigation) wait for it and navigate as any page does.
 */
function navigate(href: string): Promise<void> {
  if (!router) {
    router = loadTakeover().then(({ takeOver }) => takeOver(href, roots));
    void router.then(stopListening, () => {});
    // The router could not load (offline, a new release): the browser navigates instead.
    return router.then(
      () => {},
      () => location.assign(href),
    );
  }
  return router.then(
    (loaded) => loaded.navigate({ href }),
    () => location.assign(href),
  );
}

function onClick(event: MouseEvent) {
  const target = appPathOf(event);
  if (!target) return;
  event.preventDefault();
  reportCtaClick(target.anchor, event);
  // The page shown already: nothing to load (the router would not navigate either).
  if (!target.samePage || router) void navigate(target.href);
}

function stopListening() {
  document.removeEventListener('click', onClick);
  for (const type of INTENTS) document.removeEventListener(type, onIntent);
}

document.addEventListener('click', onClick);
for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
