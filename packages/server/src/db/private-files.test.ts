import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeDataDirPrivate,
  makePrivate,
  makePrivateDir,
  ownerOnlyMode,
  tightenEntry,
} from './private-files';

const FILE = 0o100000;
const DIRECTORY = 0o040000;

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadline-private-'));
  scratch.push(dir);
  return dir;
};
const modeOf = (entry: string) => statSync(entry).mode & 0o7777;

describe('owner-only modes', () => {
  it('narrows what PGlite asks for to 0600 for a file and 0700 for a directory', () => {
    expect(ownerOnlyMode(FILE | 0o777)).toBe(FILE | 0o600);
    expect(ownerOnlyMode(FILE | 0o666)).toBe(FILE | 0o600);
    expect(ownerOnlyMode(FILE | 0o400)).toBe(FILE | 0o400);
    expect(ownerOnlyMode(DIRECTORY | 0o777)).toBe(DIRECTORY | 0o700);
    expect(ownerOnlyMode(0o666)).toBe(0o600);
  });

  it('never gives group or others a bit, nor the owner one it did not have', () => {
    const type = fc.constantFrom(0, FILE, DIRECTORY, 0o120000, 0o140000);
    fc.assert(
      fc.property(type, fc.integer({ min: 0, max: 0o7777 }), (kind, bits) => {
        const mode = ownerOnlyMode(kind | bits);
        expect(mode & 0o7077).toBe(0);
        expect(mode & ~(kind | bits)).toBe(0);
        expect(mode & 0o170000).toBe(kind);
      }),
    );
  });
});

describe('making a directory private', () => {
  it('takes group and other permissions from everything in it, the owner keeping its own', () => {
    const root = tempDir();
    const dir = path.join(root, 'pgdata');
    mkdirSync(path.join(dir, 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    writeFileSync(path.join(dir, 'base', '112'), '');
    writeFileSync(path.join(dir, 'script'), '');
    chmodSync(path.join(dir, 'PG_VERSION'), 0o666);
    chmodSync(path.join(dir, 'base', '112'), 0o644);
    chmodSync(path.join(dir, 'script'), 0o755);
    for (const entry of [dir, path.join(dir, 'base')]) chmodSync(entry, 0o755);
    // A link is not followed: what it points to is not the directory's.
    const outside = path.join(root, 'outside');
    writeFileSync(outside, '', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dir, 'link'));

    expect(makePrivate(dir)).toBe(5);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'base', '112'))).toBe(0o600);
    // The owner's execute bit is the owner's: only group's and others' bits are taken.
    expect(modeOf(path.join(dir, 'script'))).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
    expect(makePrivate(dir)).toBe(0);
  });

  it("changes in DATA_DIR only Leadline's own entries, and DATA_DIR itself", () => {
    const root = tempDir();
    const dir = path.join(root, 'data');
    mkdirSync(path.join(dir, 'pgdata', 'base'), { recursive: true });
    mkdirSync(path.join(dir, 'pgdata.replaced-0a1b2c3d'));
    writeFileSync(path.join(dir, 'pgdata', 'base', '112'), '');
    writeFileSync(path.join(dir, 'pgdata.replaced-0a1b2c3d', 'PG_VERSION'), '');
    writeFileSync(path.join(dir, 'session-secret'), 'secret');
    writeFileSync(path.join(dir, 'leadline.lock'), '{}');
    // What else someone keeps there (DATA_DIR set to a home directory or a checkout).
    mkdirSync(path.join(dir, 'public_html'));
    writeFileSync(path.join(dir, 'public_html', 'index.html'), '');
    writeFileSync(path.join(dir, 'deploy.sh'), '');
    const loosened = [
      dir,
      path.join(dir, 'pgdata'),
      path.join(dir, 'pgdata', 'base'),
      path.join(dir, 'pgdata.replaced-0a1b2c3d'),
      path.join(dir, 'public_html'),
    ];
    for (const entry of loosened) chmodSync(entry, 0o755);
    for (const file of [
      'pgdata/base/112',
      'pgdata.replaced-0a1b2c3d/PG_VERSION',
      'session-secret',
      'leadline.lock',
      'public_html/index.html',
    ])
      chmodSync(path.join(dir, file), 0o644);
    chmodSync(path.join(dir, 'deploy.sh'), 0o755);

    expect(makeDataDirPrivate(dir)).toBe(8);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'pgdata', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pgdata', 'base', '112'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'pgdata.replaced-0a1b2c3d', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'session-secret'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'leadline.lock'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'public_html'))).toBe(0o755);
    expect(modeOf(path.join(dir, 'public_html', 'index.html'))).toBe(0o644);
    expect(modeOf(path.join(dir, 'deploy.sh'))).toBe(0o755);
    expect(makeDataDirPrivate(dir)).toBe(0);
  });

  it('makes a DATA_DIR reached through a link private', () => {
    const root = tempDir();
    const real = path.join(root, 'real');
    mkdirSync(real, { mode: 0o755 });
    chmodSync(real, 0o755);
    symlinkSync(real, path.join(root, 'data'));
    expect(makeDataDirPrivate(path.join(root, 'data'))).toBe(1);
    expect(modeOf(real)).toBe(0o700);
  });

  it('changes nothing through a link swapped in after the entry was looked at', () => {
    const root = tempDir();
    const entry = path.join(root, 'PG_VERSION');
    writeFileSync(entry, '18\n');
    chmodSync(entry, 0o644);
    const seen = lstatSync(entry);
    const elsewhere = path.join(root, 'elsewhere');
    writeFileSync(elsewhere, '', { mode: 0o644 });
    chmodSync(elsewhere, 0o644);
    // Between the look and the change, the entry becomes a link to another file...
    rmSync(entry);
    symlinkSync(elsewhere, entry);
    expect(tightenEntry(entry, seen)).toBe(false);
    expect(modeOf(elsewhere)).toBe(0o644);
    // ... or another file is renamed to its name.
    rmSync(entry);
    renameSync(elsewhere, entry);
    expect(tightenEntry(entry, seen)).toBe(false);
    expect(modeOf(entry)).toBe(0o644);
  });

  it('changes a file its owner may not read by its name', () => {
    const entry = path.join(tempDir(), 'odd');
    writeFileSync(entry, '');
    chmodSync(entry, 0o044);
    expect(tightenEntry(entry, lstatSync(entry))).toBe(true);
    expect(modeOf(entry)).toBe(0o000);
  });

  it('creates a missing directory and its parents 0700, whatever the umask', () => {
    const dir = path.join(tempDir(), 'srv', 'data');
    const umask = process.umask(0o022);
    try {
      makePrivateDir(dir);
    } finally {
      process.umask(umask);
    }
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.dirname(dir))).toBe(0o700);
  });
});
