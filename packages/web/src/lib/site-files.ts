/** The crawler files written next to the prerendered pages: sitemap, robots and the blog's RSS feed. */
import { posts } from 'virtual:site/posts';
import { SITE } from '../site-config';

/** Every public page, in sitemap order. */
export const PUBLIC_PATHS = [
  '/',
  '/services',
  '/blog',
  ...posts.map((post) => `/blog/${post.slug}`),
  '/contact',
  '/book',
  '/book/manage',
  '/calculator',
  '/portfolio',
  '/workflow-wizard',
  '/thank-you',
  '/newsletter',
  '/privacy',
];

/** Pages for one visitor (an estimate, a mail's link): prerendered, kept out of the sitemap. */
export const NOINDEX_PATHS: readonly string[] = ['/thank-you', '/newsletter', '/book/manage'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(): string {
  const urls = PUBLIC_PATHS.filter((path) => !NOINDEX_PATHS.includes(path))
    .map((path) => `  <url><loc>${escapeXml(SITE.url + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${SITE.url}/sitemap.xml\n`;
}

export function rssXml(): string {
  const items = posts
    .map((post) => {
      const url = `${SITE.url}/blog/${post.slug}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
        `      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(post.summary)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${SITE.name} Blog`)}</title>
    <link>${escapeXml(`${SITE.url}/blog`)}</link>
    <atom:link href="${escapeXml(`${SITE.url}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Insights, tutorials, and best practices from the trenches</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}
