/**
 * A scratch directory for a test file, with the usual umask 022 in force meanwhile: the tests of what
 * the CLI and the server write for the owner check it stays private whatever the umask allows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export function scratchUnderUmask022(prefix: string): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), prefix));
  let umask: number | undefined;
  beforeAll(() => {
    umask = process.umask(0o022);
  });
  afterAll(() => {
    if (umask !== undefined) process.umask(umask);
    rmSync(scratch, { recursive: true, force: true });
  });
  return scratch;
}
