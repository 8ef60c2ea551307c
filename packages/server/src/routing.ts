import Router from '@koa/router';

/**
 * Every router of the API is built here, so that matching is exact everywhere: case-sensitive
 * (`/api/ADMIN` is not `/api/admin`) and strict (a trailing slash is another path). A path either
 * names a declared route, and then passes that route's own guards, or it is 404.
 */
export function createRouter(prefix?: string): Router {
  return new Router({ prefix, sensitive: true, strict: true });
}
