/**
 * What `--out` writes is a new owner-only file put in place of the target: a link there is replaced,
 * never followed (so no other file is overwritten or made), and a reader of the earlier file keeps
 * reading what it held. Standard output, devices and pipes are written as they are.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeIntegration, testDatabaseKind } from '../../server/src/test/harness';
import { useCliDatabase } from './test/database';
import { cliCommand, leadline } from './test/leadline';
import { scratchUnderUmask022 } from './test/owner-scratch';

/** An export of no contacts: the header row alone. */
const HEADER = /^id,createdAt,name,email,[\w,]+\r\n$/;
const VICTIM = 'the victim file: not the export\n';

const scratch = scratchUnderUmask022('leadline-out-');

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

/** A file another export (or someone else) left, 0644 as the usual umask makes it. */
function victim(name: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, VICTIM, { mode: 0o644 });
  return file;
}

/** `leadline <args>` with its standard output sent to `file`. */
function leadlineToFile(args: string[], env: Record<string, string | undefined>, file: string) {
  const fd = openSync(file, 'w');
  const child = spawn(process.execPath, [...cliCommand(), ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', fd, 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(fd);
      resolve({ code, stderr });
    });
  });
}

describeIntegration('leadline --out replaces its target', () => {
  const database = useCliDatabase();

  it('replaces a link to another file instead of writing through it', async () => {
    const target = victim('victim.csv');
    const out = path.join(scratch, 'link.csv');
    symlinkSync(target, out);
    const result = await leadline(['export', 'contacts', '--out', out], database.env());
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe(VICTIM);
    expect(modeOf(target)).toBe(0o644);
    expect(lstatSync(out).isFile()).toBe(true);
    expect(modeOf(out)).toBe(0o600);
    expect(readFileSync(out, 'utf8')).toMatch(HEADER);

    const person = path.join(scratch, 'person-link.json');
    symlinkSync(target, person);
    const exported = await leadline(
      ['export', 'person', '--email', 'nobody@example.com', '--out', person],
      database.env(),
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe(VICTIM);
    expect(lstatSync(person).isFile()).toBe(true);
    expect(modeOf(person)).toBe(0o600);
    expect(JSON.parse(readFileSync(person, 'utf8'))).toMatchObject({ found: false });
  });

  it('replaces a dangling link instead of creating the file it points to', async () => {
    const elsewhere = path.join(scratch, 'elsewhere.csv');
    const out = path.join(scratch, 'dangling.csv');
    symlinkSync(elsewhere, out);
    const result = await leadline(['export', 'contacts', '--out', out], database.env());
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(elsewhere)).toBe(false);
    expect(lstatSync(out).isFile()).toBe(true);
    expect(modeOf(out)).toBe(0o600);
  });

  it('leaves a reader of the earlier export reading the earlier contents', async () => {
    const out = victim('earlier.csv');
    const reader = openSync(out, 'r');
    try {
      const result = await leadline(['export', 'contacts', '--out', out], database.env());
      expect(result.code, result.stderr).toBe(0);
      const held = Buffer.alloc(1024);
      const bytes = readSync(reader, held, 0, held.length, 0);
      expect(held.subarray(0, bytes).toString('utf8')).toBe(VICTIM);
      expect(fstatSync(reader).mode & 0o777).toBe(0o644);
    } finally {
      closeSync(reader);
    }
    expect(readFileSync(out, 'utf8')).toMatch(HEADER);
    expect(modeOf(out)).toBe(0o600);
    // No temporary file is left beside it.
    expect(readdirSync(scratch).filter((name) => name.includes('.partial-'))).toEqual([]);
  });

  it('writes standard output, /dev/stdout and devices as they are', async () => {
    const redirected = path.join(scratch, 'redirected.csv');
    for (const out of ['-', '/dev/stdout']) {
      const result = await leadlineToFile(
        ['export', 'contacts', '--out', out],
        database.env(),
        redirected,
      );
      expect(result.code, result.stderr).toBe(0);
      expect(readFileSync(redirected, 'utf8')).toMatch(HEADER);
    }
    const discarded = await leadline(['export', 'contacts', '--out', '/dev/null'], database.env());
    expect(discarded.code, discarded.stderr).toBe(0);
    expect(discarded.stderr.trim()).toBe('wrote 0 rows to /dev/null');
  });

  it.runIf(testDatabaseKind === 'pglite')('replaces a link with the backup', async () => {
    const target = victim('victim.tgz');
    const out = path.join(scratch, 'backup-link.tgz');
    symlinkSync(target, out);
    const result = await leadline(['db', 'backup', '--out', out], database.env());
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe(VICTIM);
    expect(lstatSync(out).isFile()).toBe(true);
    expect(modeOf(out)).toBe(0o600);
  });
});
