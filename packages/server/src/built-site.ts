/**
 * The built site and the server must say the same about privacy: the pages (the consent banner, the
 * privacy page) were written with the CONSENT_MODE and RETENTION_DAYS of the build, the server runs
 * with its own. A server whose settings differ from the site's refuses to start.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type PrivacySettings } from './config';
import { SITE_SETTINGS_FILE, type BuiltSiteSettings } from '@leadline/domain';

const NAMES: Record<keyof BuiltSiteSettings, string> = {
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

/** Throws a ConfigError naming the first setting in which the server and the built site differ. */
export function checkBuiltSite(publicDir: string, running: PrivacySettings): void {
  if (!publicDir) return;
  const built = readBuilt(path.join(publicDir, SITE_SETTINGS_FILE));
  if (!built) return;
  for (const key of Object.keys(NAMES) as (keyof BuiltSiteSettings)[]) {
    if (built[key] === running[key]) continue;
    throw new ConfigError(
      `${NAMES[key]} is "${running[key]}" but the site in ${publicDir} was built with "${String(built[key])}": rebuild the site (npm run build) with the same ${NAMES[key]}, or start the server with the site's`,
    );
  }
}
