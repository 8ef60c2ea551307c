import { scriptJson } from '../../../lib/script-json';
import { SITE } from '../../../site-config';
import type { PostSummary } from './posts';

/** schema.org Article data for a post, for search engines. */
export function articleJsonLd(post: PostSummary) {
  const url = `${SITE.url}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    image: [`${SITE.url}${post.image?.src ?? `/social/blog/${post.slug}.png`}`],
    datePublished: post.date,
    dateModified: post.date,
    ...(post.category && { articleSection: post.category }),
    author: { '@type': 'Person', name: SITE.owner.name },
    publisher: { '@type': 'Organization', name: SITE.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** The post page's <script> of it (the router writes `children` into the page as it is). */
export const articleJsonLdScript = (post: PostSummary) => ({
  type: 'application/ld+json',
  children: scriptJson(articleJsonLd(post)),
});
