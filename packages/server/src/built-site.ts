/**
 * The built site and the server must say the same: the pages (the consent banner, the privacy page)
 * were written with the CONSENT_MODE and RETENTION_DAYS of the build, and from a version of the site
 * folder (its prices, its name), while the server runs with its own settings and reads the folder
 * as it is now. A server that differs from the site it serves refuses to start.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type PrivacySettings } from './config';
import { SITE_SETTINGS_FILE, type BuiltSiteSettings } from '@leadline/domain';

const NAMES: Record<keyof PrivacySettings, string> = {
  consentMode: 'CONSENT_MODE',
  retentionDays: 'RETENTION_DAYS',
};

function readBuilt(file: string): Partial<BuiltSiteSettings> | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    // No built site (or one built before the file existed): nothing to compare.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') return parsed as Partial<BuiltSiteSettings>;
  } catch {
    // reported below
  }
  throw new ConfigError(`${file} is not valid JSON: rebuild the site (npm run build)`);
}

/** The site folder the server runs with; its fingerprint is made only when there is one to compare. */
export interface RunningSiteFolder {
  dir: string;
  fingerprint(): string;
}

/** Throws a ConfigError naming the first setting in which the server and the built site differ. */
export function checkBuiltSite(
  publicDir: string,
  running: PrivacySettings,
  folder?: RunningSiteFolder,
): void {
  if (!publicDir) return;
  const built = readBuilt(path.join(publicDir, SITE_SETTINGS_FILE));
  if (!built) return;
  for (const key of Object.keys(NAMES) as (keyof PrivacySettings)[]) {
    if (built[key] === running[key]) continue;
    throw new ConfigError(
      `${NAMES[key]} is "${running[key]}" but the site in ${publicDir} was built with "${String(built[key])}": rebuild the site (npm run build) with the same ${NAMES[key]}, or start the server with the site's`,
    );
  }
  // A site built before the fingerprint was recorded has nothing to compare.
  if (folder && typeof built.siteFingerprint === 'string') {
    if (built.siteFingerprint === folder.fingerprint()) return;
    throw new ConfigError(
      `the site in ${publicDir} was built from another version of the site folder ${folder.dir} (SITE_DIR): rebuild the site (npm run build; with Docker, restart the container), or start the server with the folder it was built from`,
    );
  }
}
