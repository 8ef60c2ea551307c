/**
 * The first client-side navigation from a content page (entry-light.tsx): the router is created at the
 * link's address, its page loaded, then the islands are unmounted and the router renders the whole
 * document, as it would after any navigation. Loaded on a visitor's first intent to follow a link.
 */
import { RouterProvider } from '@tanstack/react-router';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createRouter } from '../../router';

export async function takeOver(href: string, islands: readonly Root[]): Promise<void> {
  const router = createRouter();
  router.history.push(href);
  await router.load();
  // Rendering the document resets the attributes of <html>, where the theme's class is.
  const theme = document.documentElement.className;
  flushSync(() => islands.forEach((root) => root.unmount()));
  // React listens for events at a root's container, and marks each node it listens at once: the
  // islands' roots marked the document too (for `selectionchange`), which would keep this root's
  // listeners off it, and every click in the new page would be the browser's.
  for (const key of Object.keys(document)) {
    if (key.startsWith('_reactListening')) Reflect.deleteProperty(document, key);
  }
  const root = createRoot(document);
  flushSync(() => root.render(<RouterProvider router={router} />));
  document.documentElement.className = theme;
  if (!new URL(href, location.href).hash) window.scrollTo(0, 0);
}
