/**
 * Build step 3 of 3: renders every public route to dist/<path>/index.html (plus 404.html and the admin
 * shell) with the browser bundle's assets linked, and writes sitemap.xml, robots.txt and rss.xml, and
 * the external origins the pages load from (for the server's Content-Security-Policy) and the privacy
 * settings the pages state (the server checks its own against them).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SocialIdentity } from './social-image/build';
import { buildCacheDir } from '../site-plugin/cache-dir.ts';
import { scriptJson } from '../src/lib/script-json.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

interface ServerEntry {
  render(url: string): Promise<{ status: number; html: string; light: boolean }>;
  PUBLIC_PATHS: readonly string[];
  sitemapXml(): string;
  robotsTxt(): string;
  rssXml(): string;
  externalSources(): Record<string, readonly string[]>;
  EXTERNAL_SOURCES_FILE: string;
  siteSettings(): unknown;
  SITE_SETTINGS_FILE: string;
  PUBLIC_URL_PLACEHOLDER: string;
  MISSING_POST_SLUG: string;
  AVAILABILITY_PLACEHOLDERS: Readonly<Record<string, string>>;
  socialIdentity(): SocialIdentity | Promise<SocialIdentity>;
}

// React's production renderer, whatever NODE_ENV the build runs under (vite.config.ts does the same
// for the bundles); set before the prerender bundle, and React with it, is imported below.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
// Another build of the site (the browser tests' opt-in site) passes its own directories.
const dist = path.resolve(root, process.env.WEB_DIST_DIR || 'dist');
const prerenderBuild = path.resolve(root, process.env.WEB_PRERENDER_DIR || 'build/prerender');

const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
/** An entry's file, its static imports (preloaded, so the browser fetches them in parallel) and CSS. */
function entryAssets(key: string) {
  const entry = manifest[key];
  if (!entry) throw new Error(`prerender: the client build has no ${key} entry`);
  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const walk = (from: string) => {
    for (const imported of manifest[from]?.imports ?? []) {
      const chunk = manifest[imported];
      if (!chunk || preloads.has(chunk.file)) continue;
      preloads.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      walk(imported);
    }
  };
  walk(key);
  return { file: entry.file, preloads, styles };
}

// The router's app, and the content pages' islands (src/features/site/islands/island.tsx).
const app = entryAssets('src/entry-client.tsx');
const light = entryAssets('src/entry-light.tsx');

// The stylesheet is inlined: the first paint waits for no other request.
const inlineStyles = await Promise.all(
  [...app.styles].map(
    async (file) => `<style>${await readFile(path.join(dist, file), 'utf8')}</style>`,
  ),
);
const assetTags = ({ file, preloads }: { file: string; preloads: Set<string> }) =>
  [
    ...inlineStyles,
    // The page is complete without JavaScript: the app starts after the first paint, so that painting
    // never waits for the bundle to be fetched and evaluated (the preloads below still fetch it early).
    `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import(${scriptJson(`/${file}`)})))</script>`,
    ...[...preloads].map((preload) => `<link rel="modulepreload" href="/${preload}">`),
  ].join('');

const server = (await import(
  pathToFileURL(path.join(prerenderBuild, 'entry-server.js')).href
)) as ServerEntry;

async function prerender(url: string, file: string, expectedStatus: number) {
  const { status, html, light: isLight } = await server.render(url);
  if (status !== expectedStatus) {
    throw new Error(`prerender: ${url} answered ${status}, expected ${expectedStatus}`);
  }
  const page = html.replace('</head>', `${assetTags(isLight ? light : app)}</head>`);
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, page);
  return { length: page.length, light: isLight, html: page };
}

// Each public page's social image (the PNG its head names), drawn from its title and the owner's
// identity; unchanged ones come from the cache.
// Imported here, not above: it loads React, which must load after NODE_ENV is set.
const { socialImageWriter } = await import('./social-image/build');
const socialImages = socialImageWriter({
  dist,
  origin: server.PUBLIC_URL_PLACEHOLDER,
  identity: await server.socialIdentity(),
  cacheDir: path.join(buildCacheDir(root), 'social'),
});

const started = performance.now();
for (const url of server.PUBLIC_PATHS) {
  const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
  const bytes = await prerender(url, file, 200);
  await socialImages.write(url, bytes.html);
  console.log(
    `  ${url.padEnd(50)} ${(bytes.length / 1024).toFixed(1)} KB${bytes.light ? ' (islands)' : ''}`,
  );
}
await prerender('/this-page-does-not-exist', '404.html', 404);
await prerender('/admin/dashboard', 'admin/index.html', 200);
// For a slug no post can have: the server serves it for any unknown post, with that post's slug.
await prerender(`/blog/${server.MISSING_POST_SLUG}`, 'blog/404.html', 404);
await writeFile(path.join(dist, 'sitemap.xml'), server.sitemapXml());
await writeFile(path.join(dist, 'robots.txt'), server.robotsTxt());
await writeFile(path.join(dist, 'rss.xml'), server.rssXml());
// The server allows these origins in the pages' Content-Security-Policy (and no others).
const externalSourcesFile = path.join(dist, server.EXTERNAL_SOURCES_FILE);
await mkdir(path.dirname(externalSourcesFile), { recursive: true });
await writeFile(externalSourcesFile, JSON.stringify(server.externalSources()));
// The server refuses to start with other privacy settings than the pages state.
await writeFile(path.join(dist, server.SITE_SETTINGS_FILE), JSON.stringify(server.siteSettings()));
console.log(
  `prerendered ${server.PUBLIC_PATHS.length + 3} pages in ${Math.round(performance.now() - started)} ms`,
  `(${socialImages.counts.written} social images, ${socialImages.counts.rendered} drawn)`,
);

// Precompressed twins, served by the server when the browser accepts them. Not for the files that
// hold a stand-in (the site's origin, the availability): the server serves those from memory with
// PUBLIC_URL and the current availability in their place (and compresses them itself), so twins of
// them would only hold the stand-ins. The availability changes while the server runs: only pages may
// hold it, never a bundle, which is named by its content's hash.
const availability = Object.values(server.AVAILABILITY_PLACEHOLDERS);
const standIns = [server.PUBLIC_URL_PLACEHOLDER, ...availability];
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
let compressedFiles = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file))) continue;
  const raw = await readFile(file);
  if (path.extname(file) !== '.html' && availability.some((name) => raw.includes(name))) {
    throw new Error(`prerender: ${file} holds an availability stand-in, which only pages may hold`);
  }
  if (raw.length < 1024 || standIns.some((name) => raw.includes(name))) continue;
  await writeFile(
    `${file}.br`,
    await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gzipAsync(raw, { level: 9 }));
  compressedFiles++;
}
console.log(`precompressed ${compressedFiles} files (.br, .gz)`);
