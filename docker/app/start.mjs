// The app container's entry point: first the pages (packages/web/scripts/current-site.ts builds them
// again when the mounted site folder or the privacy settings changed), then the server, in this
// process, so that node stays PID 1 and handles SIGTERM itself. An explicit PUBLIC_DIR is served as is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';

const EXAMPLE = '/app/site-example';

// A site folder mounted from a path that did not exist is an empty directory: the example stands in
// until the owner copies it out (docker compose cp app:/app/site-example ./site) and makes it theirs.
const siteDir = process.env.SITE_DIR;
if (siteDir && existsSync(siteDir) && readdirSync(siteDir).length === 0) {
  console.error(
    `site: ${siteDir} is empty: showing the example site; copy it with \`docker compose cp app:${EXAMPLE} ./site\` and make it yours`,
  );
  process.env.SITE_DIR = EXAMPLE;
}

if (!process.env.PUBLIC_DIR) {
  const site = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'web', 'scripts', 'current-site.ts')],
    { cwd: '/app', stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  if (site.status !== 0) process.exit(site.status ?? 1);
  process.env.PUBLIC_DIR = site.stdout.trim().split('\n').pop();
}
await import('../../packages/server/dist/main.js');
