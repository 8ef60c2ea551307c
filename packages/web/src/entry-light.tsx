/**
 * The start of a content page (features/islands/island.tsx): hydrates the page's islands, starts what
 * follows a visitor (page views, the offers), and turns the first click on a link of the site into a
 * client-side navigation by the router, loaded on the first intent to follow one.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_SELECTOR, type IslandName, type IslandProps } from './features/islands/island';
import { appPathOf, reportCtaClick } from './features/islands/links';
import { ISLANDS } from './features/islands/registry';
import { AppNavigateProvider } from './lib/app-navigate';
import { LazyToaster } from './features/toasts/lazy-toaster';
import { DeferredEngagement } from './features/tracking/deferred-engagement';

const roots: Root[] = [];
let takenOver = false;

async function hydrateIsland(element: HTMLElement) {
  const loader = ISLANDS[element.dataset.island as IslandName];
  if (!loader) throw new Error(`No island named ${element.dataset.island}`);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as IslandProps;
  const Component = await loader();
  if (takenOver || !element.isConnected) return;
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

const loadTakeover = () => import('./features/islands/takeover');

function onIntent(event: Event) {
  if (appPathOf(event)) void loadTakeover();
}

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The first navigation: the router takes the document over and shows `href`. */
function navigate(href: string): Promise<void> {
  if (takenOver) return new Promise(() => {});
  takenOver = true;
  document.removeEventListener('click', onClick);
  for (const type of INTENTS) document.removeEventListener(type, onIntent);
  return (
    loadTakeover()
      .then(({ takeOver }) => takeOver(href, roots))
      // The router could not load (offline, a new release): the browser navigates instead.
      .catch(() => location.assign(href))
  );
}

function onClick(event: MouseEvent) {
  const target = appPathOf(event);
  if (!target || takenOver) return;
  event.preventDefault();
  reportCtaClick(target.anchor, event);
  void navigate(target.href);
}

document.addEventListener('click', onClick);
for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
