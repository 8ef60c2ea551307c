import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { databaseScratchDir } from './scratch';

/** Creating a PGlite database takes seconds (initdb); one migrated template is copied per test file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(databaseScratchDir(), 'leadline-pglite-template-'));
  const db = await openDatabase({ dataDir: dir });
  await migrateToLatest(db);
  await db.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
