/**
 * A fresh PostgreSQL database for a benchmark: on TEST_DATABASE_URL's server (dropped by `stop`), or
 * in a container (stopped by `stop`).
 */
import pg from 'pg';
import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';

export async function benchDatabase(
  prefix: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  let container: StartedPostgreSqlContainer | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    container = await new PostgreSqlContainer(process.env.PG_IMAGE || 'postgres:17').start();
    // The container's own address, as a server on a network would reach it, rather than the port
    // Docker publishes on localhost through its userland proxy (a process that would compete for CPU).
    const direct = new URL(container.getConnectionUri());
    direct.hostname = container.getIpAddress(container.getNetworkNames()[0] ?? 'bridge');
    direct.port = '5432';
    adminUrl = direct.toString();
  }
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      if (container) return void (await container.stop());
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
