import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { adminQuery, databaseUrl } from './postgres-admin';

const TEMPLATE_DB = `leadline_template_${process.pid}`;

/**
 * Finds the PostgreSQL server for the integration suites: TEST_DATABASE_URL when set, else a
 * Testcontainers container of PG_IMAGE. Under CI a missing server fails the run; elsewhere the suites
 * are skipped with the reason.
 */
export default async function setup(project: TestProject) {
  let container: StartedPostgreSqlContainer | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const image = process.env.PG_IMAGE || 'postgres:17';
    try {
      container = await new PostgreSqlContainer(image).start();
      adminUrl = container.getConnectionUri();
    } catch (error) {
      const reason = `no PostgreSQL for the integration tests: TEST_DATABASE_URL is unset and Testcontainers could not start ${image} (${(error as Error).message.split('\n')[0]})`;
      if (process.env.CI) throw new Error(reason);
      console.warn(`\n[${project.name}] SKIPPED: ${reason}\n`);
      project.provide('postgresSkipReason', reason);
      return;
    }
  }
  project.provide('postgresSkipReason', '');

  await adminQuery(adminUrl, `drop database if exists ${TEMPLATE_DB}`);
  await adminQuery(adminUrl, `create database ${TEMPLATE_DB}`);
  const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, TEMPLATE_DB), dataDir: '' });
  await migrateToLatest(db);
  await db.close();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplateDb', TEMPLATE_DB);

  return async () => {
    if (container) {
      await container.stop();
      return;
    }
    await adminQuery(adminUrl, `drop database if exists ${TEMPLATE_DB}`);
  };
}
