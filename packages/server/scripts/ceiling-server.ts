/**
 * The benchmark's ceilings, servers whose event route does no work:
 * - CEILING=bare: Koa alone, answering every request as the event route does, without reading it;
 * - CEILING=middleware (the default): Koa with the event route's middleware (request id and log,
 *   errors, CORS, bot filter, rate limits, JSON body, validation), as the server mounts it.
 */
import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import Koa from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { apiFallback } from '../src/api-router';
import { readEvent } from '../src/features/analytics/fast-input';
import { eventSchema, type EventInput } from '../src/features/analytics/schema';
import { createLogger } from '../src/logger';
import { dropBots } from '../src/middleware/bot-filter';
import { errorHandler } from '../src/middleware/error-handler';
import { jsonBody } from '../src/middleware/json-body';
import { createClientHasher } from '../src/middleware/client-hash';
import { anyOrigin } from '../src/middleware/public-cors';
import { rateLimit } from '../src/middleware/rate-limit';
import { requestContext } from '../src/middleware/request-context';
import { validate } from '../src/middleware/validate';

const answer = (ctx: Koa.Context) => {
  ctx.status = 201;
  ctx.body = { points: 0, score: 0 };
};

function withMiddleware(): Koa {
  const limit = () => new RateLimiterMemory({ points: 10_000_000, duration: 60 });
  // The day's salt without a database: the client's key still costs what it costs in the server.
  const clients = createClientHasher(async () => randomBytes(32));
  const router = new Router({ prefix: '/api' });
  router.post<{ input: EventInput }>(
    '/analytics/event',
    anyOrigin(),
    dropBots(),
    rateLimit({ limiter: limit(), key: (ctx) => clients.key(ctx.ip) }),
    jsonBody({ acceptTextPlain: true }),
    validate(eventSchema, {}, readEvent),
    rateLimit({ limiter: limit(), key: (ctx) => (ctx.state.input as EventInput).sessionId }),
    answer,
  );
  const app = new Koa();
  app.use(
    requestContext(createLogger((process.env.LOG_LEVEL as 'info') ?? 'info'), {
      quietPrefixes: ['/api/analytics/'],
    }),
  );
  app.use(errorHandler());
  app.use(apiFallback());
  app.use(router.routes());
  return app;
}

function bare(): Koa {
  const app = new Koa();
  app.use(answer);
  return app;
}

const app = process.env.CEILING === 'bare' ? bare() : withMiddleware();
app.silent = true;
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.error(JSON.stringify({ msg: 'Leadline listening on', url: `http://127.0.0.1:${port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
