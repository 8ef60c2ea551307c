import type { BlogPostMeta } from '../../../content/types';
import { SITE } from '../../../site-config';

/** schema.org Article data for a post, for search engines. */
export function articleJsonLd(post: BlogPostMeta) {
  const url = `${SITE.url}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [`${SITE.url}${post.image}`],
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    articleSection: post.category,
    author: { '@type': 'Person', name: SITE.developerName },
    publisher: { '@type': 'Organization', name: SITE.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
