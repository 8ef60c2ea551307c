/**
 * `npm start`'s build: builds each workspace whose inputs changed since its last build, and nothing
 * else, so that restarting an unchanged checkout takes seconds instead of a minute. A workspace's
 * inputs are its own files (tests and build output aside), the workspaces it bundles, the lockfile,
 * the shared TypeScript settings and the environment variables its build reads. The fingerprint of
 * each build is kept in node_modules/.cache/leadline; `npm run build` always builds everything.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'leadline');

/** In build order: each names the workspaces it bundles and what must exist after its build. */
export const WORKSPACES = [
  { name: 'domain', uses: [], output: 'dist/index.js' },
  { name: 'tracker', uses: ['domain'], output: 'dist/tracker.js' },
  { name: 'server', uses: ['domain'], output: 'dist/main.js' },
  { name: 'cli', uses: ['server'], output: 'dist/index.js' },
  // The web build also renders the owner's site folder (SITE_DIR).
  { name: 'web', uses: ['domain', 'tracker'], output: 'dist/index.html', site: true },
];

const SHARED_FILES = ['package-lock.json', 'tsconfig.base.json'];
/** The variables a build reads (Vite's envPrefix in packages/web/vite.config.ts, NODE_ENV). */
const BUILD_ENV = /^(VITE_|CONSENT_MODE$|RETENTION_DAYS$|NODE_ENV$|WEB_)/;
const SKIPPED = new Set(['node_modules', 'dist', 'e2e', '.vite']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(directory, found = [], skipTests = true) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) listFiles(full, found, skipTests);
    else if (entry.isFile() && !(skipTests && isTest(entry.name))) found.push(full);
  }
  return found;
}

/** The owner's site folder, as packages/domain/src/site-folder/site-dir.ts finds it. */
export function siteDir(root, env) {
  if (env.SITE_DIR) return path.resolve(env.INIT_CWD ?? process.cwd(), env.SITE_DIR);
  return path.join(root, 'site');
}

function hashFiles(hash, root, files) {
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
}

/** Fingerprints of every workspace, each including those of the workspaces it bundles. */
export function fingerprints({ root = ROOT, env = process.env } = {}) {
  const shared = createHash('sha256');
  hashFiles(
    shared,
    root,
    SHARED_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  );
  for (const key of Object.keys(env)
    .filter((name) => BUILD_ENV.test(name))
    .sort()) {
    shared.update(`${key}=${env[key]}\0`);
  }
  const sharedDigest = shared.digest('hex');
  const result = new Map();
  for (const workspace of WORKSPACES) {
    const hash = createHash('sha256').update(sharedDigest);
    hashFiles(hash, root, listFiles(path.join(root, 'packages', workspace.name)));
    for (const used of workspace.uses) hash.update(result.get(used));
    const site = siteDir(root, env);
    if (workspace.site && existsSync(site)) hashFiles(hash, site, listFiles(site, [], false));
    result.set(workspace.name, hash.digest('hex'));
  }
  return result;
}

const stampOf = (name) => path.join(CACHE, `build-${name}.sha256`);
const readStamp = (name) => (existsSync(stampOf(name)) ? readFileSync(stampOf(name), 'utf8') : '');

function main() {
  const started = Date.now();
  const prints = fingerprints();
  const built = [];
  for (const workspace of WORKSPACES) {
    const print = prints.get(workspace.name);
    const output = path.join(ROOT, 'packages', workspace.name, workspace.output);
    if (readStamp(workspace.name) === print && existsSync(output)) continue;
    console.log(`building ${workspace.name} (its sources changed since its last build)`);
    const run = spawnSync('npm', ['run', 'build', '-w', `@leadline/${workspace.name}`], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(stampOf(workspace.name), print);
    built.push(workspace.name);
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(
    built.length
      ? `built ${built.join(', ')} in ${took}`
      : `the build is up to date (checked in ${took})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
