/** Blog lookups: the posts' list entries, and their bodies (HTML made at build time, loaded per post). */
import { loadPostHtml, posts } from 'virtual:site/posts';
import type { PostSummary } from '../../../../site-plugin/types';

export { loadPostHtml, posts };
export type { PostSummary };

export function findPost(slug: string): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

/** As shown beside the date. */
export const readTimeLabel = (post: PostSummary) => `${post.readMinutes} min read`;
