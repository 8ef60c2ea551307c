/** Renders one route to a full HTML document: used at build time to prerender the public pages. */
import { readFile } from 'node:fs/promises';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { BuiltSiteSettings } from '@leadline/domain';
import { ownerPhotoFile, siteFingerprint } from 'virtual:site/build';
import { createRouter } from './router';
import { SITE } from './site-config';

export { NOINDEX_PATHS, PUBLIC_PATHS, robotsTxt, rssXml, sitemapXml } from './lib/site-files';
export { externalSources } from './features/site/tracking/external-sources';
export {
  AVAILABILITY_PLACEHOLDERS,
  EXTERNAL_SOURCES_FILE,
  MISSING_POST_SLUG,
  PUBLIC_URL_PLACEHOLDER,
  SITE_SETTINGS_FILE,
} from '@leadline/domain';

/**
 * What the pages were built with, for the server's check at start: the privacy settings, and the
 * site folder's fingerprint (the server reads the folder itself, and tells when it is another).
 */
export const siteSettings = (): BuiltSiteSettings => ({
  consentMode: SITE.consentMode,
  retentionDays: SITE.retentionDays,
  siteFingerprint,
});

/** Whose site it is, drawn on every page's social image (scripts/social-image, via the prerender). */
export const socialIdentity = async () => ({
  siteName: SITE.name,
  ownerName: SITE.owner.name,
  ownerRole: SITE.owner.role,
  photo: ownerPhotoFile === null ? undefined : await readFile(ownerPhotoFile),
});

/** `light`: a content page, which starts with entry-light.tsx instead of the router's entry. */
export async function render(
  url: string,
): Promise<{ status: number; html: string; light: boolean }> {
  const request = new Request(new URL(url, 'http://prerender.local'));
  const handler = createRequestHandler({ request, createRouter });
  let light = false;
  const response = await handler(({ responseHeaders, router }) => {
    light = router.state.matches.some((match) => match.staticData.light === true);
    return renderRouterToString({
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    });
  });
  return { status: response.status, html: await response.text(), light };
}
