/** A hash of everything in a site folder: a build records it, so a changed folder is noticed. */
import { createHash, type Hash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Not the owner's content: version control and the desktop's litter. */
const SKIPPED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

/** Every file under `dir`, symbolic links followed (as the loader reads through them), once each. */
function filesUnder(dir: string, found: string[], seen: Set<string>): string[] {
  const real = realpathSync(dir);
  if (seen.has(real)) return found;
  seen.add(real);
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const full = path.join(dir, name);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      continue; // a dangling link: nothing to read, and the loader reports it if it is used
    }
    if (stat.isDirectory()) filesUnder(full, found, seen);
    else if (stat.isFile()) found.push(full);
  }
  return found;
}

/** Read in pieces: a large file the owner left in the folder must not need its size in memory. */
function hashFile(hash: Hash, file: string, buffer: Buffer): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    // Unreadable (permissions): counted as such; the loader reports it if the site uses it.
    hash.update(`unreadable ${(error as NodeJS.ErrnoException).code ?? ''}`);
    return;
  }
  try {
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
}

export function siteFingerprint(dir: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1 << 20);
  for (const file of filesUnder(dir, [], new Set()).sort()) {
    hash.update(path.relative(dir, file)).update('\0');
    hashFile(hash, file, buffer);
    hash.update('\0');
  }
  return hash.digest('hex');
}
