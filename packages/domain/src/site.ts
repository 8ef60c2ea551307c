/**
 * The owner's details, in one place for the site (read at build time) and the server's mails (read
 * at start): each comes from the environment variable named beside it, and the defaults are the spec's.
 */
import { DEFAULT_RETENTION_DAYS, parseConsentMode, parseRetentionDays } from './privacy';

export type SiteEnv = Record<string, string | boolean | undefined>;

const text = (value: unknown, fallback: string) =>
  (typeof value === 'string' && value.trim()) || fallback;
const count = (value: unknown, fallback: number) => {
  const parsed = Number.parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function siteDetails(env: SiteEnv) {
  return {
    /** VITE_SITE_NAME: the brand in the header, titles, feeds and mails. */
    name: text(env.VITE_SITE_NAME, 'Leadline Studio'),
    /** VITE_DEVELOPER_NAME: who the visitor will work with. */
    developerName: text(env.VITE_DEVELOPER_NAME, 'Alex Morgan'),
    /** VITE_CONTACT_EMAIL, VITE_CONTACT_PHONE: shown on the contact page. */
    email: text(env.VITE_CONTACT_EMAIL, 'hello@leadline.dev'),
    phone: text(env.VITE_CONTACT_PHONE, '+1 (555) 010-4242'),
    /** VITE_BOOKING_MONTH, VITE_SLOTS_LEFT: the availability banner and the calculator's start date. */
    bookingMonth: text(env.VITE_BOOKING_MONTH, 'January 2026'),
    slotsLeft: count(env.VITE_SLOTS_LEFT, 1),
    /** At most this many projects run at once: the quality promise. */
    maxConcurrentProjects: 2,
    /** VITE_ANALYTICS_ID: a Google Analytics measurement id; empty = no external tag is loaded. */
    analyticsId: text(env.VITE_ANALYTICS_ID, ''),
    /** VITE_SOCIAL_GITHUB, VITE_SOCIAL_LINKEDIN, VITE_SOCIAL_X: the footer's social buttons. */
    social: {
      github: text(env.VITE_SOCIAL_GITHUB, 'https://github.com'),
      linkedin: text(env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com'),
      x: text(env.VITE_SOCIAL_X, 'https://x.com'),
    },
    copyrightYear: 2024,
    /** CONSENT_MODE: off (Do Not Track and GPC honoured) or opt-in (nothing tracked before consent). */
    consentMode: parseConsentMode(env.CONSENT_MODE) ?? 'off',
    /** RETENTION_DAYS: anonymous sessions older than this are purged (the server refuses a bad value). */
    retentionDays: parseRetentionDays(env.RETENTION_DAYS) ?? DEFAULT_RETENTION_DAYS,
  } as const;
}

export type SiteDetails = ReturnType<typeof siteDetails>;

/** Said wherever a price is shown: on the thank-you page and in the estimate mail. */
export const ESTIMATE_DISCLAIMER =
  'This is a preliminary estimate based on the features you selected. The final price is fixed after a short discovery call, once your exact requirements are clear.';
