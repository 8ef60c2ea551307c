import { PUBLIC_URL_PLACEHOLDER } from '@leadline/domain';
import { describe, expect, it } from 'vitest';
import { posts as POSTS } from 'virtual:site/posts';
import { NOINDEX_PATHS, PUBLIC_PATHS, robotsTxt, rssXml, sitemapXml } from './site-files';

describe('crawler files', () => {
  it('lists every public page but the thank-you and newsletter pages in the sitemap', () => {
    const sitemap = sitemapXml();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(PUBLIC_PATHS.length - NOINDEX_PATHS.length);
    // The build writes the stand-in origin; the server serves it with PUBLIC_URL in its place.
    expect(locs).toContain(`${PUBLIC_URL_PLACEHOLDER}/blog/how-to-build-mvp-in-4-weeks`);
    expect(locs.some((loc) => loc?.endsWith('/thank-you'))).toBe(false);
    expect(locs.some((loc) => loc?.endsWith('/newsletter'))).toBe(false);
  });

  it('keeps crawlers out of the admin area and the API, and names the sitemap', () => {
    const robots = robotsTxt();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL_PLACEHOLDER}/sitemap.xml`);
  });

  it('feeds every post, newest first, with its date and escaped text', () => {
    const rss = rssXml();
    const items = rss.split('<item>').slice(1);
    expect(items).toHaveLength(POSTS.length);
    expect(items[0]).toContain(`/blog/${POSTS[0]?.slug}`);
    expect(rss).toContain('<pubDate>Tue, 19 Mar 2024 12:00:00 GMT</pubDate>');
    expect(rss).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;)/);
  });
});
