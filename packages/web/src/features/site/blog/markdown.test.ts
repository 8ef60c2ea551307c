import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

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
});
