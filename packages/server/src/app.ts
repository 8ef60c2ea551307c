/** Builds the Koa application (it does not listen: see main.ts and server.ts). */
import Koa from 'koa';
import type { AppDeps } from './app-deps';
import { apiFallback, apiRouter } from './api-router';
import { errorHandler } from './middleware/error-handler';
import { signInSessions } from './features/auth/sessions';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { staticSite } from './middleware/static-site';

/**
 * Who may call what is decided by each router, on its own routes (the admin router mounts the
 * sign-in, role and same-site guards; the sign-in router its same-site check): nothing here guards by
 * path.
 */
export function createApp(deps: AppDeps): Koa {
  // Behind a proxy, the client is the address that proxy saw (X-Forwarded-For's last entry); earlier
  // entries are whatever the client chose to send.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Errors are logged by errorHandler with the request id; Koa's own stderr printer would repeat them.
  app.silent = true;

  const sessions = signInSessions(app, deps.db, {
    secret: deps.config.sessionSecret,
    production: deps.config.isProduction,
  });
  const api = apiRouter(deps, { sessions });
  app.use(requestContext(deps.logger, { quietPrefixes: ['/api/analytics/', '/api/health'] }));
  // Outside the error handler, so that error answers carry the headers too.
  app.use(
    securityHeaders({ publicDir: deps.config.publicDir, production: deps.config.isProduction }),
  );
  app.use(errorHandler());
  app.use(apiFallback());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(staticSite(deps.config.publicDir));
  return app;
}
