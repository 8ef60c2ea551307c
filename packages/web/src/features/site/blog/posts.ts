/** Blog lookups: the posts' metadata, and their bodies (HTML rendered at build time, loaded per post). */
import { POSTS } from '../../../content/blog/posts';
import type { BlogPostMeta } from '../../../content/types';

const bodies = import.meta.glob<string>('../../../content/blog/*.md', {
  query: '?html',
  import: 'default',
});

export function findPost(slug: string): BlogPostMeta | undefined {
  return POSTS.find((post) => post.slug === slug);
}

export async function loadPostHtml(slug: string): Promise<string | undefined> {
  const load = bodies[`../../../content/blog/${slug}.md`];
  return load ? await load() : undefined;
}
