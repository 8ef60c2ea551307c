import { Marked, type Tokens } from 'marked';

// The site folder's Markdown is the owner's own content, so its HTML is trusted; raw HTML in it is
// still escaped, and so are links and images of any scheme but the web's (below). Rendered at build
// time (site-plugin): no parser reaches the browser.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WEB_SCHEME = /^(?:https?|mailto|tel):/i;
/**
 * No scheme at all: nothing before the first `/`, `?` or `#` is a colon, nor what a browser decodes
 * or drops into one (`&colon;`, `&#58;`, a tab), so that `javascript&colon;...` is no relative URL.
 */
const RELATIVE = /^[^/?#:&\s\p{Cc}]*(?:[/?#]|$)/u;

/** A URL a link or an image may name: the web's schemes, or one relative to the page. */
export const isSafeUrl = (href: string) => WEB_SCHEME.test(href) || RELATIVE.test(href);

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    // Any other (javascript:, vbscript:, data:...): the link's text without the link.
    link(token: Tokens.Link) {
      return isSafeUrl(token.href) ? false : this.parser.parseInline(token.tokens);
    },
    // ...and the image's description without the image.
    image(token: Tokens.Image) {
      return isSafeUrl(token.href) ? false : escapeHtml(token.text);
    },
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
