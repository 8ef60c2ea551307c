/**
 * Errors that mean the database could not be reached or did not answer in time, as opposed to a
 * statement it refused: the request is answered 503 with Retry-After, and the client may send it again.
 */
import { serviceUnavailable } from '../errors';

/** Long enough for PostgreSQL to restart; a client's own backoff may come back sooner. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE classes 08 (connection exception), 53 (insufficient resources: too many connections, out
 * of memory, disk full) and 57 (operator intervention: a statement timeout 57014, a server shutting
 * down 57P01/57P02 or still starting 57P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57)[0-9A-Z]{3}$/;

/**
 * node-postgres's own errors carry no code: a connection the server closed or that could not be
 * made in time ("timeout expired"), a query with no answer within query_timeout, a client left
 * unusable by one of those.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout expired',
  'Query read timeout',
  'is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string') return NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code);
  // Knex found no free connection within acquireConnectionTimeout.
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

export const databaseUnavailable = () =>
  serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS, 'The database is unavailable');
