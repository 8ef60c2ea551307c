/**
 * One address, set when the server starts: the built site (written with a stand-in origin) served by
 * a server of its own with PUBLIC_URL=https://studio.example names that origin, and never the stand-in
 * or localhost, in every public page's canonical link and social tags, a post's structured data, the
 * sitemap, robots.txt and the feed; after a navigation in the browser the page's tags name it too.
 */
import { PUBLIC_URL_PLACEHOLDER } from '@leadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../src/lib/site-files';
import { pngSize } from '../scripts/social-image/png';
import { setUpSite } from './support/fixtures';
import { visit } from './support/pages';
import { startLeadline, type RunningLeadline } from './support/server';
import { FIXTURE_SITE } from './support/site';

const PUBLIC_URL = 'https://studio.example';

let server: RunningLeadline | undefined;
beforeAll(async () => {
  server = await startLeadline({ env: { PUBLIC_URL } });
}, 120_000);
afterAll(() => server?.stop());

const serverUrl = () => {
  if (!server) throw new Error('the PUBLIC_URL server has not started');
  return server.url;
};
const site = setUpSite({ baseUrl: serverUrl });

async function text(path: string): Promise<string> {
  const response = await fetch(`${serverUrl()}${path}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every absolute http(s) address in a text. */
const addresses = (body: string) => [...body.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);

function expectOnlyPublicUrl(body: string, what: string) {
  expect(body, what).not.toContain(PUBLIC_URL_PLACEHOLDER);
  expect(body, what).not.toMatch(/localhost|127\.0\.0\.1/);
}

describe('PUBLIC_URL', () => {
  it('is the origin of every public page: canonical link, Open Graph and structured data', async () => {
    for (const path of PUBLIC_PATHS) {
      const page = await text(path);
      expectOnlyPublicUrl(page, path);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
      expect(canonical, path).toBe(`${PUBLIC_URL}${path}`);
      expect(page, path).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`);
    }
    const post = FIXTURE_SITE.posts[0];
    if (!post) throw new Error('expected a post');
    const data = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(
      await text(`/blog/${post.slug}`),
    )?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      url: `${PUBLIC_URL}/blog/${post.slug}`,
      mainEntityOfPage: { '@id': `${PUBLIC_URL}/blog/${post.slug}` },
    });
  });

  it("is the origin of every public page's social image: a PNG of 1200×630 that is there", async () => {
    const meta = (page: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(page)?.[1];
    const images = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const page = await text(path);
      const image = meta(page, 'og:image') ?? '';
      images.add(image);
      expect(image, path).toMatch(new RegExp(`^${PUBLIC_URL}/social/[\\w/-]+\\.png$`));
      expect(meta(page, 'twitter:image'), path).toBe(image);
      expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(page, 'og:image:type'), path).toBe('image/png');
      expect(meta(page, 'og:image:width'), path).toBe('1200');
      expect(meta(page, 'og:image:height'), path).toBe('630');
      expect(meta(page, 'og:image:alt'), path).toBe(meta(page, 'og:title'));
      const response = await fetch(`${serverUrl()}${image.slice(PUBLIC_URL.length)}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type'), image).toBe('image/png');
      const png = new Uint8Array(await response.arrayBuffer());
      expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });
    }
    expect(images.size).toBe(PUBLIC_PATHS.length);
  });

  it('is the origin of every address in the sitemap, robots.txt and the feed', async () => {
    for (const file of ['/sitemap.xml', '/robots.txt', '/rss.xml']) {
      const body = await text(file);
      expectOnlyPublicUrl(body, file);
      const own = addresses(body).filter(
        (address) => !/^https?:\/\/(www\.sitemaps\.org|www\.w3\.org)\//.test(address),
      );
      expect(own.length, file).toBeGreaterThan(0);
      for (const address of own) expect(address, file).toMatch(/^https:\/\/studio\.example\//);
    }
    expect(await text('/robots.txt')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(await text('/sitemap.xml')).toContain(`<loc>${PUBLIC_URL}/services</loc>`);
  });

  it("names it in the page's tags after a navigation in the browser", async () => {
    const { page } = await site.desktop();
    await visit(page, '/');
    // A navigation within the document: the tags come from the app's script, not from a new page.
    await page.evaluate(
      () => ((window as unknown as { sameDocument?: boolean }).sameDocument = true),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL('**/services');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(`${PUBLIC_URL}/services`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
      `${PUBLIC_URL}/services`,
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${PUBLIC_URL}/social/services.png`,
    );
  });
});
