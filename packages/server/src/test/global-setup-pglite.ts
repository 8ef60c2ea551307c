import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** Creating a PGlite database takes seconds (initdb); one migrated template is copied per test file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadline-pglite-template-'));
  const db = await openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  await db.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
