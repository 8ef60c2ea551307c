/**
 * Privacy settings, read by the server (the purge) and the site (the consent banner, the privacy
 * page) from the same environment variables, so the page says what the server does.
 */
export const CONSENT_MODES = ['off', 'opt-in'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** Anonymous sessions older than this many days are purged: 13 months, as the CNIL advises. */
export const DEFAULT_RETENTION_DAYS = 395;
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

/** CONSENT_MODE as given, or undefined when it names no mode. */
export function parseConsentMode(raw: unknown): ConsentMode | undefined {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === '') return 'off';
  return (CONSENT_MODES as readonly string[]).includes(value) ? (value as ConsentMode) : undefined;
}

/** RETENTION_DAYS as given, or undefined when it is not a whole number in range. */
export function parseRetentionDays(raw: unknown): number | undefined {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return DEFAULT_RETENTION_DAYS;
  if (!/^\d+$/.test(value)) return undefined;
  const days = Number(value);
  return days >= MIN_RETENTION_DAYS && days <= MAX_RETENTION_DAYS ? days : undefined;
}
