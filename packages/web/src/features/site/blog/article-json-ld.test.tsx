// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { posts } from 'virtual:site/posts';
import { Route } from '../../../routes/_site/blog/$slug';
import { articleJsonLd } from './article-json-ld';

const HOSTILE = 'MVP </script><script>alert(document.domain)</script> <!-- & \u2028';

/** The post page's head scripts, written into the page as the router's <Asset> does. */
async function headScriptsHtml(title: string) {
  const post = { ...posts[0]!, title };
  type HeadContext = Parameters<NonNullable<typeof Route.options.head>>[0];
  const head = await Route.options.head?.({ loaderData: { post, html: '' } } as HeadContext);
  const html = renderToStaticMarkup(
    <>
      {head?.scripts?.map((script, i) => {
        const { children, ...attrs } = script ?? {};
        return <script key={i} {...attrs} dangerouslySetInnerHTML={{ __html: String(children) }} />;
      })}
    </>,
  );
  return { html, post };
}

describe("a post page's structured data", () => {
  it('stays one script of data when the title closes the script and opens another', async () => {
    const { html, post } = await headScriptsHtml(HOSTILE);
    const doc = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(articleJsonLd(post));
    expect(html).not.toContain('</script><script>');
  });
});
