/** A hash of everything in a site folder: a build records it, so a changed folder is noticed. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, found);
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

export function siteFingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
