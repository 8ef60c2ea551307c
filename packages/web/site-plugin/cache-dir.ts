import path from 'node:path';

/**
 * Where the build keeps what is slow to make again (encoded images, share images): WEB_CACHE_DIR,
 * else node_modules/.cache/leadline in the web package. The container, whose node_modules is
 * read-only, points it at its writable site-build volume.
 */
export function buildCacheDir(webRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.WEB_CACHE_DIR
    ? path.resolve(webRoot, env.WEB_CACHE_DIR)
    : path.join(webRoot, 'node_modules/.cache/leadline');
}
