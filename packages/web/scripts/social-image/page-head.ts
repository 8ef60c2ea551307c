/**
 * What a prerendered page's head says about its social image (src/lib/seo.ts writes it): the file
 * its og:image names under the site's origin, and the title to draw, from its og:title.
 */
import path from 'node:path';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's text as React escapes it (`&amp;`, `&quot;`, `&#x27;`...), unescaped. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const code = /^#x/i.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? Number.parseInt(name.slice(1), 10)
        : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The content of each `<meta property|name=... content=...>` in the head, by property or name. */
function headMeta(html: string): Map<string, string> {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        decodeAttribute(value),
      ]),
    );
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key !== undefined && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  return meta;
}

export interface PageSocialImage {
  /** Under the built site's root, e.g. `social/blog/a-post.png`. */
  file: string;
  /** The page's title without the brand, which the card shows apart. */
  title: string;
}

/**
 * The social image `html` names, when its og:image is a PNG under `${origin}/social/` (the others,
 * and a page without one, have none to draw).
 */
export function pageSocialImage(
  html: string,
  { origin, siteName }: { origin: string; siteName: string },
): PageSocialImage | undefined {
  const meta = headMeta(html);
  const image = meta.get('og:image');
  const title = meta.get('og:title');
  if (!image?.startsWith(`${origin}/`) || title === undefined) return undefined;
  const file = path.posix.normalize(decodeURIComponent(image.slice(origin.length + 1)));
  if (!file.startsWith('social/') || !file.endsWith('.png')) return undefined;
  const brand = ` | ${siteName}`;
  return {
    file,
    title: title.endsWith(brand) && title !== brand ? title.slice(0, -brand.length) : title,
  };
}
