/** Shapes of the site's static content. The data lives beside this file; components only render it. */

/**
 * Text that may name glossary terms: write a term as `{{REST API}}` (its exact glossary spelling, or
 * `{{REST APIs|REST API}}` to show other words for the same term). The renderer turns each into a hover card.
 */
export type RichText = string;

export type ServiceIcon =
  'workflow' | 'rocket' | 'plug' | 'users' | 'chart' | 'puzzle' | 'smartphone';

export interface Service {
  id: string;
  title: string;
  /** The emotional one-liner on the card. */
  tagline: string;
  /** The technical description on the card. */
  description: RichText;
  /** The longer text in the service's modal. */
  expandedDescription: RichText;
  examples: readonly string[];
  whatYouGet: readonly string[];
  timeline: string;
  priceRange: string;
  idealFor: string;
  icon: ServiceIcon;
}

export interface GlossaryEntry {
  term: string;
  definition: string;
  example: string;
}

export interface Phase {
  week: string;
  title: string;
  description: string;
}

export interface BlogPostMeta {
  slug: string;
  title: string;
  excerpt: string;
  category: 'Development' | 'Technology' | 'Business' | 'Strategy' | 'Security';
  /** As shown, e.g. 'Jan 15, 2024'. */
  date: string;
  /** ISO date of the same day, for feeds and structured data. */
  isoDate: string;
  /** As shown, e.g. '8 min read'. */
  readTime: string;
  /** Path under the site root, e.g. '/images/blog/how-to-build-mvp-in-4-weeks.svg'. */
  image: string;
  imageAlt: string;
}

export interface CaseStudy {
  slug: string;
  title: string;
  client: string;
  industry: string;
  summary: string;
  problem: string;
  solution: string;
  results: readonly string[];
  stack: readonly string[];
  duration: string;
  image: string;
  imageAlt: string;
}
