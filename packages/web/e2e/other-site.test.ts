/**
 * Someone else's site folder (fixtures/other-site: another name, photo, services, prices, testimonial,
 * case study and post) builds with no code changed, and its pages say what that folder says, never
 * the tests' own site: the prerendered files, and the same pages and images served by the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteFolder, siteFingerprint } from '@leadline/domain/site-folder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './support/build';
import { OTHER_SITE_DIR, OTHER_SITE_DIST } from './support/paths';
import { FIXTURE_SITE } from './support/site';
import { startLeadline, type RunningLeadline } from './support/server';

const other = loadSiteFolder(OTHER_SITE_DIR);
/** A prerendered page's HTML, without the empty comments React puts between text parts. */
const page = (route: string) =>
  readFileSync(path.join(OTHER_SITE_DIST, route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
/** Whether `html` says `text` (a yes or no, not a page of HTML in the report). */
const says = (html: string, text: string) => html.includes(text);
/** The URLs of a page's `<source>` and `<img>` candidates for the image described by `alt`. */
const pictureUrls = (html: string, alt: string) => {
  const picture = new RegExp(
    `<picture[^>]*>((?:(?!</picture>).)*alt="${alt}"[^>]*>)</picture>`,
  ).exec(html)?.[1];
  return [...(picture ?? '').matchAll(/(?:src|srcSet)="([^"]+)"/g)].flatMap(([, value]) =>
    value!.split(', ').map((entry) => entry.split(' ')[0]!),
  );
};

let server: RunningLeadline | undefined;

beforeAll(() => {
  ensureSiteBuilt({ label: 'fixtures/other-site', dist: OTHER_SITE_DIST, siteDir: OTHER_SITE_DIR });
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('a site folder of someone else', () => {
  it("builds pages with its owner's name, photo, bio and testimonial, not the tests' site", () => {
    const home = page('');
    for (const text of [
      `<title>${other.identity.tagline} | ${other.identity.name}</title>`,
      other.home.hero.headline,
      `<h3 class="text-2xl font-bold">${other.identity.owner.name}</h3>`,
      'Saturday mornings are calm now.',
      'Rise &amp; Shine Bakery',
    ]) {
      expect(says(home, text), text).toBe(true);
    }
    const photo = pictureUrls(home, `${other.identity.owner.name}, ${other.identity.owner.role}`);
    expect(photo.some((url) => url.endsWith('.avif'))).toBe(true);
    expect(photo.some((url) => url.endsWith('.webp'))).toBe(true);
    for (const url of photo) expect(existsSync(path.join(OTHER_SITE_DIST, url)), url).toBe(true);
    for (const theirs of [
      FIXTURE_SITE.identity.name,
      FIXTURE_SITE.identity.owner.name,
      FIXTURE_SITE.home.hero.headline,
    ]) {
      expect(says(home, theirs), theirs).toBe(false);
    }
  });

  it('prices its own catalogue', () => {
    const calculator = page('calculator');
    for (const text of [
      'Online Ordering',
      '$1,250',
      '$2,750',
      '$4,100',
      'Limited to 3 concurrent',
    ]) {
      expect(says(calculator, text), text).toBe(true);
    }
    for (const { name } of FIXTURE_SITE.catalogue) expect(says(calculator, name), name).toBe(false);
  });

  it('lists its services, its case study whole with its link, and its one post', () => {
    const services = page('services');
    for (const { title } of other.services) expect(says(services, title), title).toBe(true);
    expect(says(services, FIXTURE_SITE.services[0]!.title)).toBe(false);

    const portfolio = page('portfolio');
    expect(says(portfolio, 'href="https://orders.rise-and-shine.example"')).toBe(true);
    // The screenshot whole: its own size, never cropped to a box.
    const screenshot = /<img [^>]*alt="The order board[^>]*>/.exec(portfolio)?.[0] ?? '';
    expect(screenshot).toMatch(/width="1400" height="1000"/);
    expect(screenshot).not.toMatch(/object-cover|aspect-/);

    const blog = page('blog');
    for (const text of ['What a Small Shop&#x27;s First App Costs', 'Oct 2, 2026', '1 min read']) {
      expect(says(blog, text), text).toBe(true);
    }
    // No cover: the card has no image at all.
    expect(says(blog, '/assets/site/')).toBe(false);
    expect(says(page('blog/pricing-your-first-app'), '<a href="/calculator">calculator</a>')).toBe(
      true,
    );
    expect(existsSync(path.join(OTHER_SITE_DIST, 'blog', FIXTURE_SITE.posts[0]!.slug))).toBe(false);
  });

  it("records its folder's fingerprint for the server", () => {
    const settings = JSON.parse(
      readFileSync(path.join(OTHER_SITE_DIST, '.leadline/site-settings.json'), 'utf8'),
    ) as { siteFingerprint?: string };
    expect(settings.siteFingerprint).toBe(siteFingerprint(OTHER_SITE_DIR));
  });

  it('is served with its images in modern formats', async () => {
    server = await startLeadline({ site: OTHER_SITE_DIST, env: { SITE_DIR: OTHER_SITE_DIR } });
    const home = await (await fetch(`${server.url}/`)).text();
    expect(says(home, other.identity.owner.name)).toBe(true);
    const avif = pictureUrls(
      home,
      `${other.identity.owner.name}, ${other.identity.owner.role}`,
    ).find((url) => url.endsWith('.avif'));
    const response = await fetch(`${server.url}${avif}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
