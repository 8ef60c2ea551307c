/**
 * What the site folder's virtual modules export (site-plugin/index.ts makes them, src/site.d.ts
 * names them): the folder's content as the pages render it, images made responsive, Markdown as HTML.
 */
import type {
  CatalogueFeature,
  GlossaryEntry,
  HomeCopy,
  Service,
  SiteIdentity,
  Testimonial,
} from '@leadline/domain/site-content';

export type { CatalogueFeature, GlossaryEntry, HomeCopy, Service };

/**
 * An image of the folder as the browser gets it: a raster file in modern formats at a few widths
 * (`sources`, best first, for `<picture>`), and a fallback in its own format; an SVG or GIF as it is.
 */
export interface ResponsiveImage {
  src: string;
  /** Of the original file, in pixels: the image's aspect ratio. */
  width: number;
  height: number;
  /** The fallback's widths (`url 480w, ...`); none for a file served as it is. */
  srcset?: string;
  sources: { type: string; srcset: string }[];
}

export type OwnerView = Omit<SiteIdentity['owner'], 'photo'> & { photo?: ResponsiveImage };
export type IdentityView = Omit<SiteIdentity, 'owner'> & { owner: OwnerView };

export type TestimonialView = Omit<Testimonial, 'photo'> & { photo?: ResponsiveImage };

export interface CaseStudyView {
  slug: string;
  title: string;
  summary: string;
  image: ResponsiveImage;
  imageAlt: string;
  url?: string;
  client?: string;
  industry?: string;
  duration?: string;
  stack?: string[];
  results?: string[];
  /** The story, rendered from Markdown at build time. */
  html: string;
}

/** A post in lists (the blog, the feed, the sitemap); its body is a module of its own. */
export interface PostSummary {
  slug: string;
  title: string;
  summary: string;
  category?: string;
  /** YYYY-MM-DD. */
  date: string;
  /** As shown, e.g. 'Mar 19, 2024'. */
  dateLabel: string;
  /** From the body's length. */
  readMinutes: number;
  image?: ResponsiveImage;
  imageAlt?: string;
}
