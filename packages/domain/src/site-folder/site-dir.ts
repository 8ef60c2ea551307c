/** Where the site folder is: SITE_DIR, or `site/` in the checkout. */
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A relative SITE_DIR is taken from where the owner ran the command (npm's INIT_CWD, as `npm run -w`
 * moves into the package); unset, the nearest `site/` holding a site.yaml above the working directory
 * (the checkout's, from any of its packages), else `./site`.
 */
export function resolveSiteDir(env: NodeJS.ProcessEnv = process.env): string {
  const from = env.INIT_CWD ?? process.cwd();
  if (env.SITE_DIR) return path.resolve(from, env.SITE_DIR);
  for (let dir = path.resolve(process.cwd()); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'site', 'site.yaml'))) return path.join(dir, 'site');
    if (path.dirname(dir) === dir) return path.resolve(from, 'site');
  }
}
