/**
 * The first client-side navigation from a content page (entry-light.tsx): the router is created at the
 * link's address, its page loaded, then the islands are unmounted and the router renders the whole
 * document, as it would after any navigation. Loaded on a visitor's first intent to follow a link.
 */
import { RouterProvider } from '@tanstack/react-router';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createRouter } from '../../../router';

export type AppRouter = ReturnType<typeof createRouter>;

export async function takeOver(href: string, islands: readonly Root[]): Promise<AppRouter> {
  const router = createRouter();
  const back = restoreScrollOnReturn(router);
  router.history.push(href);
  await router.load();
  const focus = focusedLink();
  // Rendering the document resets the attributes of <html>, where the theme's class is.
  const theme = document.documentElement.className;
  flushSync(() => islands.forEach((root) => root.unmount()));
  // React keeps the <script> elements it finds in the document: the page's structured data would
  // stay in <head> beside the next page's.
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  // React listens for events at a root's container, and marks each node it listens at once: the
  // islands' roots marked the document too (for `selectionchange`), which would keep this root's
  // listeners off it, and every click in the new page would be the browser's.
  for (const key of Object.keys(document)) {
    if (key.startsWith('_reactListening')) Reflect.deleteProperty(document, key);
  }
  const root = createRoot(document);
  flushSync(() => root.render(<RouterProvider router={router} />));
  document.documentElement.className = theme;
  if (!new URL(href, location.href).hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  focus?.();
  back();
  return router;
}

/**
 * The router keeps scroll positions by history entry from the moment it runs; the content page's own
 * entry (keyed by the router as it starts) gets its position back the first time it is shown again.
 */
function restoreScrollOnReturn(router: AppRouter): () => void {
  const key = router.history.location.state.__TSR_key;
  const { scrollX: x, scrollY: y } = window;
  return () => {
    const stop = router.subscribe('onRendered', ({ toLocation }) => {
      if (toLocation.state.__TSR_key !== key) return;
      stop();
      // The visitor may leave again before it is done (Back/Forward in the toolbar fires no event).
      scrollBackTo(x, y, (done) => router.subscribe('onBeforeNavigate', done));
    });
  };
}

/**
 * Scrolls to where the visitor was. A page rendered again may still be shorter than it was (a part
 * that arrives later, a font), and the browser then stops short of the position: as browsers do for
 * their own restoration, try again as the page grows, until it fits, the visitor scrolls, or 2 s.
 * Instantly, as the browser restores (html has scroll-behavior: smooth, under which scrollY would
 * not be there yet when checked). `untilLeft` subscribes its argument to the visitor's leaving the
 * page and answers how to unsubscribe.
 */
function scrollBackTo(x: number, y: number, untilLeft: (done: () => void) => () => void): void {
  const there = () => Math.abs(window.scrollX - x) < 1 && Math.abs(window.scrollY - y) < 1;
  let left = { x: 0, y: 0 };
  const go = () => {
    window.scrollTo({ left: x, top: y, behavior: 'instant' });
    left = { x: window.scrollX, y: window.scrollY };
  };
  go();
  if (there()) return;
  const visitorScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    visitorScrolls.forEach((type) => window.removeEventListener(type, done));
    window.removeEventListener('scroll', moved);
    unsubscribe();
  };
  // A scroll that left it elsewhere than it was put: the scrollbar, find-in-page, a script.
  const moved = () => {
    if (Math.abs(window.scrollX - left.x) >= 1 || Math.abs(window.scrollY - left.y) >= 1) done();
  };
  const observer = new ResizeObserver(() => {
    go();
    if (there()) done();
  });
  const timer = setTimeout(done, 2000);
  visitorScrolls.forEach((type) => window.addEventListener(type, done, { passive: true }));
  window.addEventListener('scroll', moved, { passive: true });
  const unsubscribe = untilLeft(done);
  observer.observe(document.documentElement);
}

/** A link that had focus keeps it: its twin in the same part of the new page (header, footer...). */
function focusedLink(): (() => void) | undefined {
  const active = document.activeElement;
  const href = active instanceof HTMLAnchorElement ? active.getAttribute('href') : null;
  if (!active || href === null) return undefined;
  const part = active.closest('header, footer, main')?.localName ?? 'body';
  return () => {
    const twins = document.querySelectorAll<HTMLElement>(`${part} a[href="${CSS.escape(href)}"]`);
    [...twins].find((twin) => twin.getClientRects().length > 0)?.focus();
  };
}
