import { Marked } from 'marked';

// The posts are our own content, so their HTML is trusted; raw HTML in them is still escaped.
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
