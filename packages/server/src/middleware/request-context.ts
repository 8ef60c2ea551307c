import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (a well-formed incoming X-Request-Id is kept, so a proxy's id follows the
 * request), a child logger that stamps it on every line, and one access-log line when it ends.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    ctx.state.log.debug({ method: ctx.method, path: ctx.path }, 'request received');
    try {
      await next();
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
