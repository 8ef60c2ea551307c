import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeAttribute, pageSocialImage } from './page-head';

const ORIGIN = 'https://public-url.leadline.invalid';
const SITE = { origin: ORIGIN, siteName: 'Leadline Studio' };

/** A head as React renders it (the way the prerendered pages are written), and a body. */
function page(meta: Record<string, string>, body = '') {
  const tags = Object.entries(meta).map(([property, content]) =>
    createElement('meta', { key: property, property, content }),
  );
  return `<!DOCTYPE html><html><head>${renderToStaticMarkup(tags)}</head><body>${body}</body></html>`;
}

describe('pageSocialImage', () => {
  it("names the image file under the site and the page's title without the brand", () => {
    const html = page({
      'og:title': 'How to Build an MVP in 4 Weeks | Leadline Studio',
      'og:image': `${ORIGIN}/social/blog/how-to-build-mvp-in-4-weeks.png`,
    });
    expect(pageSocialImage(html, SITE)).toEqual({
      file: 'social/blog/how-to-build-mvp-in-4-weeks.png',
      title: 'How to Build an MVP in 4 Weeks',
    });
  });

  it('keeps a title that does not end with the brand as it is', () => {
    const title = 'Custom Web Apps & MVPs in 4 Weeks | Stop Working Inside the Box';
    const html = page({ 'og:title': title, 'og:image': `${ORIGIN}/social/home.png` });
    expect(pageSocialImage(html, SITE)).toEqual({ file: 'social/home.png', title });
  });

  it('reads any title React wrote, special characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (title) => {
        const html = page({ 'og:title': title, 'og:image': `${ORIGIN}/social/page.png` });
        expect(pageSocialImage(html, SITE)?.title).toBe(title);
      }),
    );
  });

  it('has none for a page without a PNG under the origin’s /social/', () => {
    const title = { 'og:title': 'Services | Leadline Studio' };
    for (const image of [
      undefined,
      `${ORIGIN}/images/og-default.svg`,
      `${ORIGIN}/social/services.svg`,
      `https://elsewhere.example/social/services.png`,
      `${ORIGIN}/social/../../../etc/passwd.png`,
    ]) {
      const html = page(image ? { ...title, 'og:image': image } : title);
      expect(pageSocialImage(html, SITE), image).toBeUndefined();
    }
    expect(pageSocialImage(page({ 'og:image': `${ORIGIN}/social/a.png` }), SITE)).toBeUndefined();
  });

  it("reads the head only, not a body's text about meta tags", () => {
    const html = page(
      { 'og:title': 'Blog | Leadline Studio', 'og:image': `${ORIGIN}/social/blog.png` },
      '<meta property="og:image" content="https://public-url.leadline.invalid/social/x.png">',
    );
    expect(pageSocialImage(html, SITE)?.file).toBe('social/blog.png');
  });
});

describe('decodeAttribute', () => {
  it('undoes named and numeric references, and leaves unknown ones', () => {
    expect(
      decodeAttribute('a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#39; &hellip; &#x110000;'),
    ).toBe(`a & b <c> "d" 'e' &hellip; &#x110000;`);
  });
});
