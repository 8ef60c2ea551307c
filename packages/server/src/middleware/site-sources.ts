/**
 * What the built site's pages need from the Content-Security-Policy, read once when the server
 * starts: the hash of every inline script in every built page as it is served (with PUBLIC_URL in
 * place of the build's stand-in origin, so no hash can go stale with a build or an address) and the
 * external origins the build was configured with.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EXTERNAL_SOURCE_DIRECTIVES,
  EXTERNAL_SOURCES_FILE,
  PUBLIC_URL_PLACEHOLDER,
  type ExternalSourceDirective,
  type ExternalSources,
} from '@leadline/domain';
import { inlineSources } from './content-security-policy';
import { withStandIns } from './served-files';

export interface SiteSources {
  /** `'sha256-…'` of each inline script of any built page. */
  scripts: readonly string[];
  external: ExternalSources;
}

/** An https origin, optionally with a leading wildcard label and a port: nothing a policy could be bent with. */
const ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i;

export function readSiteSources(publicDir: string, publicUrl: string): SiteSources {
  if (publicDir === '' || !existsSync(path.join(publicDir, 'index.html'))) {
    return { scripts: [], external: {} };
  }
  const scripts = new Set<string>();
  for (const file of htmlFiles(publicDir)) {
    // The availability's stand-ins are in the pages' text, never in a script: not needed here.
    const page = withStandIns(readFileSync(file, 'utf8'), { [PUBLIC_URL_PLACEHOLDER]: publicUrl });
    for (const hash of inlineSources(page).scripts) scripts.add(hash);
  }
  return { scripts: [...scripts].sort(), external: readExternalSources(publicDir) };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Hidden folders hold build metadata, not pages (and the site does not serve them).
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.isFile() && entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The build's external origins; a build without the file (or with none configured) loads nothing from elsewhere. */
export function readExternalSources(publicDir: string): ExternalSources {
  const file = path.join(publicDir, EXTERNAL_SOURCES_FILE);
  if (!existsSync(file)) return {};
  const where = `${EXTERNAL_SOURCES_FILE} in ${publicDir}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where} is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${where} must be an object of origin lists by directive`);
  }
  const sources: ExternalSources = {};
  for (const [directive, origins] of Object.entries(parsed)) {
    if (!EXTERNAL_SOURCE_DIRECTIVES.includes(directive as ExternalSourceDirective)) {
      throw new Error(`${where}: unknown directive "${directive}"`);
    }
    if (
      !Array.isArray(origins) ||
      !origins.every((origin) => typeof origin === 'string' && ORIGIN.test(origin))
    ) {
      throw new Error(`${where}: "${directive}" must list https origins`);
    }
    sources[directive as ExternalSourceDirective] = origins as string[];
  }
  return sources;
}
