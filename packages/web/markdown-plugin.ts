import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { renderMarkdown } from './src/features/site/blog/markdown';

const SUFFIX = '.md?html';

/** `import html from './post.md?html'`: the post's HTML, rendered at build time (no parser shipped). */
export function markdownHtml(): Plugin {
  return {
    name: 'leadline:markdown-html',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?html'.length);
      this.addWatchFile(file);
      const html = renderMarkdown(await readFile(file, 'utf8'));
      return `export default ${JSON.stringify(html)};`;
    },
  };
}
