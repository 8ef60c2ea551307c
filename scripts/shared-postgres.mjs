/**
 * One PostgreSQL for a whole `npm test` run (Testcontainers, PG_IMAGE), started before the suites and
 * given to those that need one as TEST_DATABASE_URL, which they already honour. Each container started
 * or stopped adds or removes a network interface on the host, and Chromium then fails the requests it
 * has in flight with ERR_NETWORK_CHANGED: with a container per suite, the browser tests failed when a
 * PostgreSQL suite began or ended beside them. One container, started first, changes nothing during
 * the run. Each suite still makes databases of its own on it.
 */
import process from 'node:process';

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

/**
 * Starts the shared server when a selected step needs PostgreSQL and TEST_DATABASE_URL is unset, and
 * answers its URL and how to stop it; undefined otherwise, or when it cannot start (then each suite
 * finds its own server, or says why it cannot, as before).
 */
export async function startSharedPostgres(
  steps,
  { env = process.env, stderr = process.stderr } = {},
) {
  if (env.TEST_DATABASE_URL || !steps.some((step) => step.postgres)) return undefined;
  const image = env.PG_IMAGE || 'postgres:17';
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer(image)
      // Two suites at once, each with its servers' pools and its CLI processes.
      .withCommand(['postgres', '-c', 'max_connections=400'])
      .start();
    return { url: container.getConnectionUri(), stop: () => container.stop() };
  } catch (error) {
    stderr.write(
      `test-all: no shared PostgreSQL (${image}: ${firstLine(error)}); each suite finds its own\n`,
    );
    return undefined;
  }
}
