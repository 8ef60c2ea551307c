/**
 * An admin request held mid-flight, for tests of what happens while a request is under way: it has
 * read its sign-in session and checked its user, and waits for the rest of its body.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { TestServer } from './harness';

export interface HeldRequest {
  /** Sends the rest of the body; answers the request's status once it has finished. */
  release(): Promise<number>;
}

/**
 * Sends an admin POST (a note for a person who does not exist: 404 once signed in) without the last
 * byte of its body, and resolves once the server has looked up the session's user, which it does
 * after reading the session. The server runs in this process, so its queries can be watched.
 */
export async function holdAdminRequest(
  app: TestServer,
  cookie: string,
  userId: string,
): Promise<HeldRequest> {
  const knex = app.db.knex;
  const body = JSON.stringify({ body: 'written while the session ends' });
  let userRead = () => {};
  const userLookedUp = new Promise<void>((resolve) => (userRead = resolve));
  const watch = (_response: unknown, query: { sql?: string; bindings?: unknown[] }) => {
    if (query.sql?.includes('"users"') && query.bindings?.includes(userId)) userRead();
  };
  knex.on('query-response', watch);

  const url = new URL(app.url);
  const sent = request({
    host: url.hostname,
    port: url.port,
    method: 'POST',
    path: `/api/admin/people/${randomUUID()}/notes`,
    agent: false,
    headers: {
      cookie,
      origin: app.url,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    sent.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
  });
  sent.write(body.slice(0, -1));
  try {
    const first = await Promise.race([userLookedUp.then(() => 'held' as const), answered]);
    if (first !== 'held')
      throw new Error(`the held request was answered (${first}) before its body was sent`);
  } finally {
    knex.removeListener('query-response', watch);
  }
  return {
    release: () => {
      sent.end(body.slice(-1));
      return answered;
    },
  };
}
