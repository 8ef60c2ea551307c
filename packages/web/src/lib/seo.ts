import { SITE } from '../site-config';

interface PageMeta {
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
}

/** A route's <head>: title, description, canonical link and the Open Graph and Twitter tags. */
export function seo({
  title,
  description,
  path,
  image = '/images/og-default.svg',
  type = 'website',
}: PageMeta) {
  const fullTitle = path === '/' ? title : `${title} | ${SITE.name}`;
  const url = `${SITE.url}${path}`;
  const imageUrl = `${SITE.url}${image}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { property: 'og:site_name', content: SITE.name },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
