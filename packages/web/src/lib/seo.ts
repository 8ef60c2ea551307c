import { SITE } from '../site-config';

interface PageMeta {
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  type?: 'website' | 'article';
}

/**
 * The page's share image: a PNG the prerender step draws from the page's title and the owner's
 * identity (scripts/social-image), in the size the social networks show large.
 */
const socialImage = (path: string) => ({
  url: `${SITE.url}/social/${path === '/' ? 'home' : path.slice(1)}.png`,
  width: '1200',
  height: '630',
  type: 'image/png',
});

/** A route's <head>: title, description, canonical link and the Open Graph and Twitter tags. */
export function seo({ title, description, path, type = 'website' }: PageMeta) {
  // Every title carries the brand, the home page's too (after its tagline).
  const fullTitle = `${title} | ${SITE.name}`;
  const url = `${SITE.url}${path}`;
  const image = socialImage(path);
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: image.type },
      { property: 'og:image:width', content: image.width },
      { property: 'og:image:height', content: image.height },
      { property: 'og:image:alt', content: fullTitle },
      { property: 'og:site_name', content: SITE.name },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: fullTitle },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
