/** The owner's details (see siteDetails in the domain): read from the build's VITE_* variables. */
import { PUBLIC_URL_PLACEHOLDER, siteDetails } from '@leadline/domain';

export const SITE = {
  ...siteDetails(import.meta.env),
  /**
   * The site's origin, for canonical links, Open Graph, the sitemap, robots.txt, the feed and
   * structured data: a stand-in in everything the build writes, which the server replaces with its
   * PUBLIC_URL when it serves the files (so an address is set at start, never at build).
   */
  url: PUBLIC_URL_PLACEHOLDER,
};
