/** The consent banner's words. */
import type { SiteSettings } from '../../../site-config';

export const CONSENT_BANNER = {
  title: 'May this site record your visit?',
  text: (site: SiteSettings) =>
    `With your consent, ${site.name} records which pages you view and what you use on them, under a random id, to see what helps and to offer a free consultation to very interested visitors. Nothing is recorded until you accept. If you decline, every page and form still works.`,
  link: 'How your data is used',
  reopen: 'Privacy choices',
} as const;
