/**
 * The site's settings as the pages use them: whose site it is, from the site folder (SITE_DIR, read
 * at build time: virtual:site/identity), and the privacy settings the pages state, from the
 * environment (CONSENT_MODE, RETENTION_DAYS: the server reads the same and checks they agree).
 */
import {
  DEFAULT_RETENTION_DAYS,
  parseConsentMode,
  parseRetentionDays,
  PUBLIC_URL_PLACEHOLDER,
} from '@leadline/domain';
import { identity } from 'virtual:site/identity';

export const SITE = {
  /** The brand: the header, titles, feeds. */
  name: identity.name,
  tagline: identity.tagline,
  /** The meta description of pages without one of their own. */
  description: identity.description,
  owner: identity.owner,
  email: identity.contact.email,
  phone: identity.contact.phone,
  social: identity.social,
  /** Until the owner sets one in the admin (lib/availability.ts). */
  availability: identity.availability,
  maxConcurrentProjects: identity.maxConcurrentProjects,
  copyrightYear: identity.copyrightYear,
  /** A Google Analytics measurement id; empty: no external tag is loaded. */
  analyticsId: identity.analyticsId ?? '',
  /** CONSENT_MODE: off (Do Not Track and GPC honoured) or opt-in (nothing tracked before consent). */
  consentMode: parseConsentMode(import.meta.env.CONSENT_MODE) ?? 'off',
  /** RETENTION_DAYS: anonymous sessions older than this are purged (the server refuses a bad value). */
  retentionDays: parseRetentionDays(import.meta.env.RETENTION_DAYS) ?? DEFAULT_RETENTION_DAYS,
  /**
   * The site's origin, for canonical links, Open Graph, the sitemap, robots.txt, the feed and
   * structured data: a stand-in in everything the build writes, which the server replaces with its
   * PUBLIC_URL when it serves the files (so an address is set at start, never at build).
   */
  url: PUBLIC_URL_PLACEHOLDER,
};

export type SiteSettings = typeof SITE;
