/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration cannot
   import by a relative path: its types are named with import() instead. */
/**
 * The site folder's modules (site-plugin/modules.ts makes them from SITE_DIR at build time): what the
 * owner wrote, as data. Small and apart, so that a page loads only what it shows.
 */

/** Whose site it is: the brand, the owner, how to reach them. On every page. */
declare module 'virtual:site/identity' {
  export const identity: import('../site-plugin/types').IdentityView;
}

/** The home page's copy. */
declare module 'virtual:site/home' {
  export const home: import('../site-plugin/types').HomeCopy;
}

/** The calculator's features and prices (the server prices an estimate from the folder itself). */
declare module 'virtual:site/catalogue' {
  export const catalogue: readonly import('../site-plugin/types').CatalogueFeature[];
}

declare module 'virtual:site/services' {
  export const services: readonly import('../site-plugin/types').Service[];
}

declare module 'virtual:site/glossary' {
  export const glossary: readonly import('../site-plugin/types').GlossaryEntry[];
}

/** What clients said; may be empty. */
declare module 'virtual:site/testimonials' {
  export const testimonials: readonly import('../site-plugin/types').TestimonialView[];
}

declare module 'virtual:site/portfolio' {
  export const caseStudies: readonly import('../site-plugin/types').CaseStudyView[];
}

/** The published posts, newest first; each body loads with its own page. */
declare module 'virtual:site/posts' {
  export const posts: readonly import('../site-plugin/types').PostSummary[];
  /** The post's HTML (rendered at build time), or undefined for no such post. */
  export function loadPostHtml(slug: string): Promise<string | undefined>;
}

/** The prerender build only (Node): what it records about the folder it was built from. */
declare module 'virtual:site/build' {
  /** siteFingerprint() of the folder. */
  export const siteFingerprint: string;
  /** The owner's photo on the build machine, for the social images. */
  export const ownerPhotoFile: string | null;
}
