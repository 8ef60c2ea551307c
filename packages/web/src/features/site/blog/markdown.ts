import { Marked } from 'marked';

// The site folder's Markdown is the owner's own content, so its HTML is trusted; raw HTML in it is
// still escaped. Rendered at build time (site-plugin): no parser reaches the browser.
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  },
});

/** `shiftHeadings`: levels to add to each heading, for a body under a heading of its page's. */
export function renderMarkdown(source: string, { shiftHeadings = 0 } = {}): string {
  const html = marked.parse(source, { async: false });
  if (shiftHeadings === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/g,
    (_, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + shiftHeadings)}`,
  );
}
