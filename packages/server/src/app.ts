/** Builds the Koa application (it does not listen: see main.ts and server.ts). */
import Koa from 'koa';
import type { AppDeps } from './app-deps';
import { apiFallback, apiRouter } from './api-router';
import { errorHandler } from './middleware/error-handler';
import { believeProxies } from './middleware/forwarded-request';
import { signInSessions } from './features/auth/sessions';
import { BOOKING_SECRET_PATHS } from './features/booking/router';
import { servedAvailability } from './features/settings/served-availability';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { staticSite } from './middleware/static-site';

/**
 * Who may call what is decided where the routes are declared (api-router.ts mounts the admin API's
 * same-site, sign-in and role guard; the sign-in router its same-site check): nothing here guards by
 * path.
 */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  believeProxies(app, deps.config.trustProxy, deps.logger);
  // Errors are logged by errorHandler with the request id; Koa's own stderr printer would repeat them.
  app.silent = true;

  const sessions = signInSessions(app, deps.db, {
    secret: deps.config.sessionSecret,
    production: deps.config.isProduction,
  });
  const api = apiRouter(deps, { sessions });
  app.use(
    requestContext(deps.logger, {
      quietPrefixes: ['/api/analytics/', '/api/health'],
      secretPrefixes: BOOKING_SECRET_PATHS,
    }),
  );
  // Outside the error handler, so that error answers carry the headers too.
  const { publicDir, isProduction: production, delivery } = deps.config;
  app.use(securityHeaders({ publicDir, publicUrl: delivery.publicUrl, production }));
  app.use(errorHandler());
  app.use(apiFallback());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(
    staticSite(publicDir, delivery.publicUrl, servedAvailability(deps.availability, deps.logger)),
  );
  return app;
}
