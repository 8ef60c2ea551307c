/**
 * The privacy settings a site was built with. The site reads CONSENT_MODE and RETENTION_DAYS at build
 * time, the server at start: the prerender step writes what the pages say here, beside them, and the
 * server refuses to start when its own settings differ. A hidden path, so the site does not serve it.
 */
import type { ConsentMode } from './privacy';

export const SITE_SETTINGS_FILE = '.leadline/site-settings.json';

export interface BuiltSiteSettings {
  consentMode: ConsentMode;
  retentionDays: number;
  /**
   * The site folder the pages were made from (`siteFingerprint` of SITE_DIR): the server refuses to
   * serve them with another version of the folder (its prices, its name in the mails). Absent from
   * sites built before it was recorded.
   */
  siteFingerprint?: string;
}
