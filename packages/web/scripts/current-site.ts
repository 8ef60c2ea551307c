/**
 * The container's start, before the server: makes sure the pages it serves were made from this
 * start's site folder (SITE_DIR) and privacy settings, so an owner changes the site by editing the
 * mounted folder and restarting, with no source tree or toolchain on their machine.
 *
 * Two builds may serve: the image's own (the example site, made when the image was built) and the
 * last one made here, in SITE_BUILD_DIR (a volume, kept across restarts). The first that matches is
 * used; when neither does, the site is built into SITE_BUILD_DIR. A build made here records which
 * image made it, so a new image rebuilds rather than serve pages whose scripts it no longer has.
 * Prints the directory to serve as its last line; the build's own output goes to stderr.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseConsentMode,
  parseRetentionDays,
  DEFAULT_RETENTION_DAYS,
} from '../../domain/src/privacy';
import { SITE_SETTINGS_FILE, type BuiltSiteSettings } from '../../domain/src/site-settings';
import {
  loadSiteFolder,
  resolveSiteDir,
  SiteFolderError,
  siteFingerprint,
} from '../../domain/src/site-folder/index';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const IMAGE_DIST = path.join(WEB_ROOT, 'dist');
/** Beside a build made here: the image that made it. */
const MADE_BY_FILE = '.leadline/made-by-image';

const log = (line: string) => process.stderr.write(`site: ${line}\n`);

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The image's build, named by its manifest (which names every script by its content). */
function imageBuild(): string {
  return createHash('sha256')
    .update(readFileSync(path.join(IMAGE_DIST, '.vite/manifest.json')))
    .digest('hex');
}

function matches(dist: string, wanted: BuiltSiteSettings): boolean {
  let built: Partial<BuiltSiteSettings> | undefined;
  try {
    built = JSON.parse(readText(path.join(dist, SITE_SETTINGS_FILE)) ?? 'null') as typeof built;
  } catch {
    built = undefined; // a build cut short: made again
  }
  return (
    built?.siteFingerprint === wanted.siteFingerprint &&
    built?.consentMode === wanted.consentMode &&
    built?.retentionDays === wanted.retentionDays
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [command, ...args], {
    cwd: WEB_ROOT,
    env,
    // The build's progress is the container's log; only the chosen directory goes to stdout.
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Vite's command, in the nearest node_modules that has it (npm hoists it to the root's). */
function viteCommand(): string {
  for (let dir = WEB_ROOT; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules/vite/bin/vite.js');
    if (existsSync(bin)) return bin;
    if (path.dirname(dir) === dir) throw new Error('vite is not installed');
  }
}

function build(into: string, made: string): void {
  const dist = path.join(into, 'dist');
  const prerender = path.join(into, 'prerender');
  rmSync(dist, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    WEB_DIST_DIR: dist,
    WEB_PRERENDER_DIR: prerender,
    WEB_CACHE_DIR: path.join(into, 'cache'),
  };
  const viteBin = viteCommand();
  // The config is loaded without writing a bundled copy beside it: node_modules is read-only here.
  const loader = ['--configLoader', 'runner'];
  run(viteBin, ['build', ...loader, '--outDir', dist, '--emptyOutDir'], env);
  run(viteBin, ['build', ...loader, '--ssr', 'src/entry-server.tsx', '--outDir', prerender], env);
  run('--import', ['tsx', 'scripts/prerender.ts'], env);
  mkdirSync(path.dirname(path.join(dist, MADE_BY_FILE)), { recursive: true });
  writeFileSync(path.join(dist, MADE_BY_FILE), made);
}

function main(): void {
  const siteDir = resolveSiteDir();
  // Checked first, so that a mistake is said in the loader's lines, not in a build's stack trace.
  try {
    loadSiteFolder(siteDir);
  } catch (error) {
    if (!(error instanceof SiteFolderError)) throw error;
    log(`the site folder ${siteDir} has mistakes; fix them and restart:\n${error.message}`);
    process.exit(1);
  }
  const wanted: BuiltSiteSettings = {
    siteFingerprint: siteFingerprint(siteDir),
    // A value the server would refuse stops it with its own message; the pages take the default.
    consentMode: parseConsentMode(process.env.CONSENT_MODE) ?? 'off',
    retentionDays: parseRetentionDays(process.env.RETENTION_DAYS) ?? DEFAULT_RETENTION_DAYS,
  };
  const made = imageBuild();
  const buildDir = process.env.SITE_BUILD_DIR;
  const local = buildDir && path.join(buildDir, 'dist');

  if (matches(IMAGE_DIST, wanted)) {
    log("the pages are the image's own (the site folder and settings it was built with)");
    console.log(IMAGE_DIST);
  } else if (local && matches(local, wanted) && readText(path.join(local, MADE_BY_FILE)) === made) {
    log(`the pages built at the last start still match ${siteDir}`);
    console.log(local);
  } else if (buildDir) {
    log(`building the pages from ${siteDir} (it or the settings changed)`);
    const started = performance.now();
    build(buildDir, made);
    log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(local);
  } else {
    // The server then refuses them, saying why.
    log(`the image's pages were made from another folder than ${siteDir}; SITE_BUILD_DIR is unset`);
    console.log(IMAGE_DIST);
  }
}

main();
