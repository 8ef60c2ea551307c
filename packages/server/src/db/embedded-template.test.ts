import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirectory } from './connect';
import { makeTemplate, seedFromTemplate } from './embedded-template';
import { migrateToLatest } from './migrate';

/** Every entry under `directory` whose mode lets group or others in. */
function looseEntries(directory: string): string[] {
  const loose: string[] = [];
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if ((statSync(full).mode & 0o077) !== 0) loose.push(full);
  }
  return loose;
}

describe("a new embedded database starts from the build's template", () => {
  let work = '';
  let template = '';
  const umask = process.umask(0o022);

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'leadline-template-test-'));
    template = path.join(work, 'pgdata-template.tgz');
    await makeTemplate(template);
  }, 60_000);
  afterAll(() => {
    process.umask(umask);
    rmSync(work, { recursive: true, force: true });
  });

  it('is a gzipped tar of an initdb data directory, with relative names', async () => {
    const names: string[] = [];
    await tar.list({ file: template, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toContain('./PG_VERSION');
    expect(names.some((name) => name.startsWith('./base/'))).toBe(true);
    expect(names.filter((name) => name.startsWith('/') || name.includes('..'))).toEqual([]);
  });

  it('seeds an empty directory privately, and the database opens and migrates', async () => {
    const dataDir = path.join(work, 'fresh');
    expect(await seedFromTemplate(pgliteDirectory(dataDir), template)).toBe(true);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(readdirSync(work).filter((name) => name.includes('.seeding-'))).toEqual([]);
    const db = await openDatabase({ dataDir });
    try {
      await migrateToLatest(db);
      const [row] = await db.knex('users').count<{ n: number }[]>({ n: '*' });
      expect(row?.n).toBe(0);
    } finally {
      await db.close();
    }
    expect(looseEntries(dataDir)).toEqual([]);
  }, 60_000);

  it('leaves a directory that already holds files alone', async () => {
    const directory = path.join(work, 'held');
    mkdirSync(directory);
    writeFileSync(path.join(directory, 'PG_VERSION'), '18\n');
    expect(await seedFromTemplate(directory, template)).toBe(false);
    expect(readdirSync(directory)).toEqual(['PG_VERSION']);
  });

  it('does nothing without a template (running from source before a build)', async () => {
    const directory = path.join(work, 'no-template');
    expect(await seedFromTemplate(directory, undefined)).toBe(false);
    expect(
      await seedFromTemplate(directory, path.join(work, 'missing.tgz')).catch(() => 'threw'),
    ).toBe('threw');
    expect(readdirSync(work).filter((name) => name.includes('.seeding-'))).toEqual([]);
  });
});
