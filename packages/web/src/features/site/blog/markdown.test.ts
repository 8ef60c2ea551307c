import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and internal links', () => {
    const html = renderMarkdown(
      '## Costs\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee the [calculator](/calculator).',
    );
    expect(html).toContain('<h2>Costs</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="/calculator">calculator</a>');
  });

  it('shifts headings under a heading of the page', () => {
    expect(renderMarkdown('## The problem\n\ntext', { shiftHeadings: 1 })).toContain(
      '<h3>The problem</h3>',
    );
  });

  it('escapes raw HTML', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).not.toContain('<script>');
  });

  it.each([
    ['an inline link', '[Click me](javascript:alert(document.domain))', 'Click me'],
    ['an autolink', '<javascript:alert(1)>', 'javascript:alert(1)'],
    ['a reference link', '[Click me][x]\n\n[x]: vbscript:msgbox(1)', 'Click me'],
    ['a link in capitals', '[Click me](JaVaScRiPt:alert(1))', 'Click me'],
    ['a link with an entity', '[Click me](javascript&colon;alert(1))', 'Click me'],
    ['a link with a number entity', '[Click me](java&#115;cript:alert(1))', 'Click me'],
    ['a data link', '[Click me](data:text/html,<script>alert(1)</script>)', 'Click me'],
  ])('renders %s of another scheme as its text, without the link', (_, source, text) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('href');
    expect(html).toContain(text);
  });

  it.each([
    ['an inline image', '![A chart](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['a reference image', '![A chart][c]\n\n[c]: javascript:alert(1)'],
  ])('renders %s of another scheme as its description, without the image', (_, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<img');
    expect(html).toContain('A chart');
  });

  it('keeps links and images of the web: http(s), mailto, tel, relative and #', () => {
    const html = renderMarkdown(
      [
        '[a](https://example.com/a:b) [b](http://example.com) [c](mailto:me@example.com)',
        '[d](tel:+15551234567) [e](/blog/x) [f](#costs) [g](./page:1) [h](page.html?q=a:b)',
        '<https://example.com> www.example.com me@example.com ![i](/assets/site/x.png)',
      ].join('\n'),
    );
    for (const href of [
      'https://example.com/a:b',
      'http://example.com',
      'mailto:me@example.com',
      'tel:+15551234567',
      '/blog/x',
      '#costs',
      './page:1',
      'page.html?q=a:b',
      'https://example.com',
      'http://www.example.com',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('<img src="/assets/site/x.png" alt="i"');
  });

  it('takes no URL with a scheme but the web’s, however written', () => {
    const scheme = fc
      .stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,9}$/)
      .filter((name) => !/^(?:https?|mailto|tel)$/i.test(name));
    // Written as is, or with its colon an entity, or with a control character a browser drops.
    const colon = fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', ':\t', '\t:');
    fc.assert(
      fc.property(scheme, colon, fc.string(), (name, sep, rest) => {
        expect(isSafeUrl(`${name}${sep}${rest}`)).toBe(false);
        expect(isSafeUrl(`${name.slice(0, 1)}\t${name.slice(1)}:${rest}`)).toBe(false);
      }),
    );
  });
});
