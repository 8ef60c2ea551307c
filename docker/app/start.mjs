// The app container's entry point: first the pages (packages/web/scripts/current-site.ts builds them
// again when the mounted site folder or the privacy settings changed), then the server, in this
// process, so that node stays PID 1 and handles SIGTERM itself. An explicit PUBLIC_DIR is served as is.
import { spawn } from 'node:child_process';
import console from 'node:console';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const EXAMPLE = '/app/site-example';

// A site folder mounted from a path that did not exist is an empty directory: the example stands in
// until the owner copies it out and makes it theirs.
const siteDir = process.env.SITE_DIR;
if (siteDir && existsSync(siteDir) && readdirSync(siteDir).length === 0) {
  console.error(
    `site: ${siteDir} is empty: showing the example site; copy it with \`docker compose cp app:${EXAMPLE}/. ./site\` and make it yours`,
  );
  process.env.SITE_DIR = EXAMPLE;
}

/** The directory of the pages to serve, made first if need be; a stop meanwhile stops the build. */
function currentSite() {
  return new Promise((resolve) => {
    const script = path.join('packages', 'web', 'scripts', 'current-site.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: '/app',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    // As PID 1, node has no default action for SIGTERM: without this, a stop waits out compose's
    // grace period and then kills the build mid-write.
    let stopping = false;
    const stop = (signal) => {
      stopping = true;
      child.kill(signal);
    };
    process.on('SIGTERM', stop).on('SIGINT', stop);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (stopping) process.exit(0);
      // Killed by something else (out of memory, say): the container's log says so.
      if (signal) console.error(`site: building the pages was stopped by ${signal}`);
      if (code !== 0) process.exit(code ?? 1);
      resolve(out.trim().split('\n').pop());
    });
  });
}

if (!process.env.PUBLIC_DIR) process.env.PUBLIC_DIR = await currentSite();
await import('../../packages/server/dist/main.js');
