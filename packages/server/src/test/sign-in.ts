/** Signing in through the real form, and carrying the session cookie, for integration tests. */
import type { Role } from '@leadline/domain';
import { hashPassword } from '../features/auth/passwords';
import { insertUser } from '../features/users/queries';
import type { TestServer } from './harness';

export const TEST_PASSWORD = 'correct horse battery';

/** TEST_PASSWORD's hash, made once per test file: scrypt is slow on purpose (0.1 s or more). */
let testPasswordHash: Promise<string> | undefined;

/** The cookies a response sets, as a Cookie header (name=value; ...). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function postLogin(
  app: TestServer,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.url}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

/**
 * Creates a user with the given role (a lower-case address) and signs in through the form; answers
 * the Cookie header of the session.
 */
export async function signedIn(
  app: TestServer,
  role: Role,
  email = `${role}-${Math.random().toString(36).slice(2)}@example.com`,
) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  await insertUser(app.db.knex, { email, role, passwordHash: await testPasswordHash });
  const response = await postLogin(app, { email, password: TEST_PASSWORD });
  if (response.status !== 303) throw new Error(`sign-in failed with ${response.status}`);
  return cookiesOf(response);
}

/**
 * Calls the API as a signed-in browser of the site would: same origin, the session cookie (read at
 * each call, as tests sign in after declaring it). A string body is sent as written, for hostile
 * input; anything else as JSON.
 */
export function adminFetch(app: { url: string }, cookie: () => string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: {
        origin: app.url,
        cookie: cookie(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    });
}
