/**
 * Once per e2e run: build what is stale, start the real server on a fresh database (with an admin and
 * a viewer created by the CLI first), hand its address to the test files, and stop it at the end.
 */
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './support/build';
import { startLeadline, type Credentials } from './support/server';

export const E2E_ADMIN: Credentials = {
  email: 'admin@e2e.example.com',
  password: 'e2e admin password 1234',
};

/** A signed-in user who is not an admin: the admin area turns them away. */
export const E2E_VIEWER: Credentials = {
  email: 'viewer@e2e.example.com',
  password: 'e2e viewer password 1234',
};

export default async function setup(project: TestProject) {
  ensureBuilt();
  const server = await startLeadline({
    admin: E2E_ADMIN,
    users: [{ ...E2E_VIEWER, role: 'viewer' }],
  });
  project.provide('baseUrl', server.url);
  project.provide('admin', E2E_ADMIN);
  project.provide('adminError', server.adminError ?? '');
  project.provide('viewer', E2E_VIEWER);
  project.provide('viewerError', server.userErrors[E2E_VIEWER.email] ?? '');

  return async () => {
    const errors = server.errorLogs();
    if (errors.length > 0) {
      console.warn(
        `The server logged ${errors.length} error(s) during the run:\n${errors.join('\n')}`,
      );
    }
    await server.stop();
  };
}
