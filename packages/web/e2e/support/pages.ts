/** Loading pages the way a visitor does, and knowing when React has taken over the prerendered HTML. */
import type { BrowserContext, Page, Response } from 'playwright-core';

/**
 * Resolves once React has hydrated the page and committed it (effects such as the tracker's start
 * after that). Before that, a click on a link is a full page load. React keeps its root on the
 * container (`document` for the router's pages; each island's element on a content page, whose
 * islands are hydrated alone: src/features/site/islands), an own property named `__reactContainer$...`;
 * the root's current state says `isDehydrated: false` only once the hydrating render has been
 * committed. A node's own fiber (`__reactFiber$...`) is no proof: hydration attaches it while
 * rendering, before the commit.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    interface HostRoot {
      stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
    }
    const hydrated = (container: object) => {
      const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
      if (!key) return false;
      const hostRoot = (container as Record<string, HostRoot | undefined>)[key];
      return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
    };
    if (hydrated(document)) return true;
    const islands = [...document.querySelectorAll('[data-island]')].filter(
      (island) => !island.parentElement?.closest('[data-island]'),
    );
    return islands.length > 0 && islands.every(hydrated);
  });
}

/** Opens `path` and waits for hydration; answers the document's response. */
export async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  await waitForHydration(page);
  return response;
}

/** Sets a value on window that only survives client-side navigation (a full load clears it). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: boolean }).__e2eMarker = true;
  });
}

export async function windowMarkSurvived(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker === true);
}

/** The page's <meta name="description">, or null. */
export function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').first().getAttribute('content');
}

/** The text of each <h1>, whitespace collapsed (textContent: CSS text-transform does not change it). */
export async function headings(page: Page): Promise<string[]> {
  const texts = await page.locator('h1').allTextContents();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Stores a theme choice before any of the context's pages run a script, as a returning visitor has. */
export async function storeTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // about:blank has no storage
    }
  }, theme);
}
