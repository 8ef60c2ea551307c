/**
 * Builds what the browser tests and the Lighthouse bench run, when it is missing or older than its
 * sources: the server (its dist/main.js), the CLI (to create admins) and the web app (prerendered
 * pages in dist/). A build is skipped when every output is newer than every source file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// From its source, as vite.config.ts does: the bench runs this file without the domain's build.
import { siteFingerprint } from '../../../domain/src/site-folder/index';
import {
  CLI_MAIN,
  FIXTURE_SITE_DIR,
  OPT_IN_DIST,
  REPO_ROOT,
  SERVER_MAIN,
  WEB_DIST,
  WEB_ROOT,
} from './paths';

interface Target {
  workspace: string;
  output: string;
  sources: string[];
  /** A web build: the site folder it must be made from (its settings file records which). */
  siteDir?: string;
}

const repo = (relative: string) => path.join(REPO_ROOT, relative);

/** The web app's sources: the whole package but its outputs and tests (vite.config.ts imports files beside it). */
const WEB_SOURCES = ['packages/web', 'packages/tracker/src', 'packages/domain/src'];

const TARGETS: Target[] = [
  {
    workspace: '@leadline/server',
    output: SERVER_MAIN,
    sources: ['packages/server/src', 'packages/server/tsup.config.ts', 'packages/domain/src'],
  },
  {
    workspace: '@leadline/cli',
    output: CLI_MAIN,
    sources: [
      'packages/cli/src',
      'packages/cli/tsup.config.ts',
      'packages/server/src',
      'packages/domain/src',
    ],
  },
  {
    workspace: '@leadline/web',
    // Written by the prerender step after every page.
    output: path.join(WEB_DIST, 'sitemap.xml'),
    sources: [...WEB_SOURCES, FIXTURE_SITE_DIR],
    siteDir: FIXTURE_SITE_DIR,
  },
];

/**
 * Not sources: outputs, dependencies, tests and the route tree, which the router plugin rewrites on
 * every build.
 */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'build',
  'e2e',
  'routeTree.gen.ts',
  'tsconfig.tsbuildinfo',
]);

/** The newest modification time of a source file under `target` (0 when there is none). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const child = path.join(target, entry.name);
    if (entry.isDirectory() || entry.isFile()) newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

/** The fingerprint of the site folder a built site was made from, if it says. */
function builtFingerprint(dist: string): string | undefined {
  try {
    const file = path.join(dist, '.leadline/site-settings.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { siteFingerprint?: string }).siteFingerprint;
  } catch {
    return undefined;
  }
}

function staleReason({ output, sources, siteDir }: Target): string | undefined {
  if (!existsSync(output)) return `${path.relative(REPO_ROOT, output)} is missing`;
  const built = statSync(output).mtimeMs;
  const changed = sources.find((source) => newestMtime(repo(source)) > built);
  if (changed)
    return `${path.relative(REPO_ROOT, repo(changed)) || changed} changed since the last build`;
  // Built from another folder (`npm run build` on the example site/, say): the tests need theirs.
  if (siteDir && builtFingerprint(path.dirname(output)) !== siteFingerprint(siteDir)) {
    return `it was built from another site folder than ${path.relative(REPO_ROOT, siteDir)}`;
  }
  return undefined;
}

/**
 * The environment without what vitest sets: with NODE_ENV=test, `vite build` bundles React's
 * development build (bigger, slower, and with other warnings than production).
 */
function buildEnv(siteDir = FIXTURE_SITE_DIR): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => key !== 'NODE_ENV' && key !== 'TEST' && !key.startsWith('VITEST'),
      ),
    ),
    // The tests' own site folder (support/site.ts), never the example in site/.
    SITE_DIR: siteDir,
  };
}

/** Builds each stale target in order (server, CLI, web); throws when a build fails. */
export function ensureBuilt({ log = console.warn }: { log?: (line: string) => void } = {}): void {
  // To run against whatever is built (e.g. while someone else's change breaks the build).
  if (process.env.E2E_SKIP_BUILD === '1') return;
  for (const target of TARGETS) {
    const reason = staleReason(target);
    if (!reason) continue;
    log(`building ${target.workspace}: ${reason}`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], {
      cwd: REPO_ROOT,
      env: buildEnv(),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) {
      throw new Error(`npm run build --workspace ${target.workspace} failed (${result.status})`);
    }
  }
}

export interface SiteBuild {
  /** For the log, e.g. `CONSENT_MODE=opt-in`. */
  label: string;
  /** The built site's directory (its prerender bundle goes beside it, in `prerender/`). */
  dist: string;
  /** The site folder; default the tests' own. */
  siteDir?: string;
  env?: Record<string, string>;
}

/**
 * Another build of the site beside dist/ (another site folder, other privacy settings), when it is
 * stale: the same three steps as `npm run build` in packages/web, into other directories.
 */
export function ensureSiteBuilt(
  { label, dist, siteDir = FIXTURE_SITE_DIR, env = {} }: SiteBuild,
  { log = console.warn }: { log?: (line: string) => void } = {},
): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const target: Target = {
    workspace: `@leadline/web (${label})`,
    output: path.join(dist, 'sitemap.xml'),
    sources: [...WEB_SOURCES, siteDir],
    siteDir,
  };
  const reason = staleReason(target);
  if (!reason) return;
  log(`building ${target.workspace}: ${reason}`);
  const outDir = path.relative(WEB_ROOT, dist);
  const prerender = path.join(path.dirname(outDir), 'prerender');
  const stepEnv = {
    ...buildEnv(siteDir),
    ...env,
    WEB_DIST_DIR: outDir,
    WEB_PRERENDER_DIR: prerender,
  };
  const steps: [string, string[]][] = [
    ['npx', ['vite', 'build', '--outDir', outDir]],
    ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', prerender]],
    [process.execPath, ['--import', 'tsx', 'scripts/prerender.ts']],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, {
      cwd: WEB_ROOT,
      env: stepEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0)
      throw new Error(`${[command, ...args].join(' ')} failed (${result.status})`);
  }
}

/** The site built with CONSENT_MODE=opt-in into build/opt-in/ (beside, not instead of, dist/). */
export function ensureOptInSiteBuilt(options: { log?: (line: string) => void } = {}): void {
  ensureSiteBuilt(
    { label: 'CONSENT_MODE=opt-in', dist: OPT_IN_DIST, env: { CONSENT_MODE: 'opt-in' } },
    options,
  );
}
