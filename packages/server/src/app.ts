/** Builds the Koa application (it does not listen: see main.ts and server.ts). */
import Koa from 'koa';
import type { AppDeps } from './app-deps';
import { apiFallback, apiRouter } from './api-router';
import { errorHandler } from './middleware/error-handler';
import { publicCors } from './middleware/public-cors';
import { refuseCrossSite } from './middleware/same-site';
import { requireAdmin } from './features/auth/guard';
import { signInSessions } from './features/auth/sessions';
import { requestContext } from './middleware/request-context';
import { staticSite } from './middleware/static-site';

export function createApp(deps: AppDeps): Koa {
  // Behind a proxy, the client is the address that proxy saw (X-Forwarded-For's last entry); earlier
  // entries are whatever the client chose to send.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Errors are logged by errorHandler with the request id; Koa's own stderr printer would repeat them.
  app.silent = true;

  const api = apiRouter(deps);
  app.use(requestContext(deps.logger, { quietPrefixes: ['/api/analytics/', '/api/health'] }));
  app.use(errorHandler());
  app.use(publicCors('/api/analytics/'));
  app.use(apiFallback());
  app.use(refuseCrossSite(['/api/admin', '/api/login']));
  app.use(
    signInSessions(app, deps.db, {
      secret: deps.config.sessionSecret,
      production: deps.config.isProduction,
      paths: ['/api/login', '/api/logout', '/api/auth', '/api/admin'],
    }),
  );
  app.use(requireAdmin(deps.db.knex, '/api/admin'));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(staticSite(deps.config.publicDir));
  return app;
}
