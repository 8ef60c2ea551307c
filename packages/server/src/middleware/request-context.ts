import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

export interface RequestContextOptions {
  /**
   * Successful requests to these path prefixes are logged at debug, not info: the tracker's beacons
   * arrive by the thousand, and Docker's health check every 5 s, and would drown the log (their
   * failures are still logged at info).
   */
  quietPrefixes?: readonly string[];
  /**
   * Path prefixes whose next segment is a secret (a manage link's token, a calendar feed's
   * address): the log writes `:secret` in its place, so that reading the log opens nothing.
   */
  secretPrefixes?: readonly string[];
}

/** The path as the log writes it: the segment after a secret prefix replaced. */
export function loggedPath(path: string, secretPrefixes: readonly string[]): string {
  const prefix = secretPrefixes.find((candidate) => path.startsWith(candidate));
  if (prefix === undefined) return path;
  const rest = path.slice(prefix.length);
  const end = rest.indexOf('/');
  return `${prefix}:secret${end < 0 ? '' : rest.slice(end)}`;
}

/**
 * Gives each request an id (a well-formed incoming X-Request-Id is kept, so a proxy's id follows the
 * request), a logger that stamps it on every line, and one access-log line when it ends.
 */
/**
 * The request's state: its id, and a logger stamping it on every line, made when a line is first
 * logged (most requests log only at the end). A class with a getter, not a property defined on each
 * request's object: the event route takes thousands of requests a second.
 */
class RequestState {
  #logger: Logger;
  #child: Logger | undefined;
  constructor(
    logger: Logger,
    readonly requestId: string,
  ) {
    this.#logger = logger;
  }
  get log(): Logger {
    return (this.#child ??= this.#logger.child({ reqId: this.requestId }));
  }
}

export function requestContext(
  logger: Logger,
  { quietPrefixes = [], secretPrefixes = [] }: RequestContextOptions = {},
): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(logger, requestId);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    if (logger.isLevelEnabled('debug'))
      ctx.state.log.debug(
        { method: ctx.method, path: loggedPath(ctx.path, secretPrefixes) },
        'request received',
      );
    try {
      await next();
    } finally {
      const quiet = ctx.status < 400 && quietPrefixes.some((prefix) => ctx.path.startsWith(prefix));
      const level = quiet ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) {
        ctx.state.log[level](
          {
            method: ctx.method,
            path: loggedPath(ctx.path, secretPrefixes),
            status: ctx.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
