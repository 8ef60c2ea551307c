/**
 * The site folder's modules as the pages import them (vitest runs the plugin on the tests' own folder,
 * fixtures/site): the content arrives whole, images are responsive, posts come with their date and
 * read time and their bodies apart, and nothing of the build machine reaches the browser's modules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from 'virtual:site/catalogue';
import { glossary } from 'virtual:site/glossary';
import { home } from 'virtual:site/home';
import { identity } from 'virtual:site/identity';
import { caseStudies } from 'virtual:site/portfolio';
import { loadPostHtml, posts } from 'virtual:site/posts';
import { services } from 'virtual:site/services';
import { testimonials } from 'virtual:site/testimonials';
import { loadSiteFolder } from '@leadline/domain/site-folder';
import { prepareSite } from './modules';
import type { ResponsiveImage } from './types';

const SITE_DIR = process.env.SITE_DIR ?? '';

/** Every URL an image names. */
const urlsOf = (image: ResponsiveImage) => [
  image.src,
  ...[image.srcset ?? '', ...image.sources.map((source) => source.srcset)].flatMap((set) =>
    set ? set.split(', ').map((entry) => entry.split(' ')[0]!) : [],
  ),
];

describe('the site modules', () => {
  it('are read from the tests’ own folder', () => {
    expect(SITE_DIR).toMatch(/fixtures\/site\/?$/);
    expect(identity.name).toBe(loadSiteFolder(SITE_DIR).identity.name);
  });

  it('carry the home copy, the services, the catalogue, the glossary and the testimonials', () => {
    const site = loadSiteFolder(SITE_DIR);
    expect(home).toEqual(site.home);
    expect(services).toEqual(site.services);
    expect(catalogue).toEqual(site.catalogue);
    expect(glossary).toEqual(site.glossary);
    expect(testimonials.map(({ quote, name }) => ({ quote, name }))).toEqual(
      site.testimonials.map(({ quote, name }) => ({ quote, name })),
    );
  });

  it('give the owner a responsive photo and no file of the build machine', async () => {
    const photo = identity.owner.photo;
    expect(photo).toBeDefined();
    expect(photo!.width).toBe(800);
    expect(photo!.height).toBe(800);
    expect(photo!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(photo!.src).toMatch(/^\/assets\/site\/owner-[0-9a-f]{10}-\d+\.jpg$/);
    expect(photo!.sources[0]!.srcset).toMatch(/ 192w, .* 384w, .* 576w$/);
    const prepared = await prepareSite(loadSiteFolder(SITE_DIR));
    for (const [name, code] of prepared.modules) {
      expect(code, name).not.toContain(SITE_DIR);
      expect(code, name).not.toContain('"file"');
    }
  });

  it('plan a file for every URL they name', async () => {
    const prepared = await prepareSite(loadSiteFolder(SITE_DIR));
    const named = [
      ...(identity.owner.photo ? urlsOf(identity.owner.photo) : []),
      ...caseStudies.flatMap((study) => urlsOf(study.image)),
      ...posts.flatMap((post) => (post.image ? urlsOf(post.image) : [])),
      ...testimonials.flatMap((testimonial) =>
        testimonial.photo ? urlsOf(testimonial.photo) : [],
      ),
    ];
    expect(named.filter((url) => !prepared.images.has(url.slice(1)))).toEqual([]);
  });

  it('show a JPEG screenshot whole, in modern formats, and an SVG as it is', () => {
    const jpeg = caseStudies.find((study) => study.image.sources.length > 0);
    expect(jpeg?.image).toMatchObject({ width: 1200, height: 750 });
    expect(jpeg?.image.srcset).toMatch(/-480\.jpg 480w, .*-1200\.jpg 1200w$/);
    const svg = caseStudies.find((study) => study.image.sources.length === 0);
    expect(svg?.image.src).toMatch(/^\/assets\/site\/[\w-]+\.svg$/);
    expect(svg?.image.srcset).toBeUndefined();
  });

  it('render each case study’s story under its own heading', () => {
    expect(caseStudies).toHaveLength(4);
    for (const study of caseStudies) {
      expect(study.html, study.slug).toMatch(/<h3>/);
      expect(study.html, study.slug).not.toMatch(/<h[12]>/);
    }
  });
});

describe('the posts', () => {
  it('are newest first, dated as shown and timed from their words', () => {
    expect(
      posts.map((post) => [post.slug, post.category, post.dateLabel, `${post.readMinutes} min`]),
    ).toEqual([
      ['how-to-build-mvp-in-4-weeks', 'Development', 'Mar 19, 2024', '8 min'],
      ['choosing-right-tech-stack-for-startup', 'Technology', 'Mar 5, 2024', '6 min'],
      ['cost-of-building-custom-app-2024', 'Business', 'Feb 20, 2024', '5 min'],
      ['api-integration-best-practices', 'Development', 'Feb 6, 2024', '7 min'],
      ['mobile-vs-web-what-to-build-first', 'Strategy', 'Jan 23, 2024', '6 min'],
      ['security-essentials-for-modern-web-apps', 'Security', 'Jan 9, 2024', '9 min'],
    ]);
  });

  it('load each body apart, as HTML made at build time', async () => {
    const html = await loadPostHtml('cost-of-building-custom-app-2024');
    expect(html).toContain('<h2>');
    expect(html).toContain('<a href="/calculator">');
    expect(html).toContain('130 hours × $200 = <strong>$26,000</strong>');
    expect(await loadPostHtml('no-such-post')).toBeUndefined();
    expect(await loadPostHtml('constructor')).toBeUndefined();
  });

  it('keep the bodies out of the list', async () => {
    const prepared = await prepareSite(loadSiteFolder(SITE_DIR));
    const list = prepared.modules.get('posts') ?? '';
    const body = readFileSync(`${SITE_DIR}/posts/cost-of-building-custom-app-2024.md`, 'utf8');
    const sentence = body.split('\n').find((line) => line.length > 120 && !line.includes(':'));
    expect(sentence).toBeDefined();
    expect(list).not.toContain(sentence!.slice(0, 60));
    expect(prepared.modules.get('post/cost-of-building-custom-app-2024')).toContain(
      sentence!.slice(0, 40),
    );
  });
});
