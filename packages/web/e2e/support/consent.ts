/** What the consent tests watch: the analytics requests a page makes and the keys it stores. */
import type { Page } from 'playwright-core';

export const BANNER_TITLE = 'May this site record your visit?';
export const banner = (page: Page) => page.getByRole('region', { name: BANNER_TITLE });

/** Every request to /api/analytics the page makes from now on (fetch and beacons alike). */
export function recordAnalytics(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/analytics')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** The keys in the page's localStorage and sessionStorage, sorted. */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''))
      .sort(),
  );
}

export const leadlineKeys = async (page: Page) =>
  (await storedKeys(page)).filter((key) => key.startsWith('leadline_'));
