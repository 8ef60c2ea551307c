/**
 * The site folder (SITE_DIR, `site/` by default) as virtual modules: `import { identity } from
 * 'virtual:site/identity'` (the list: modules.ts; their types: src/site.d.ts). The folder is read and
 * checked once per build; a mistake stops the build with the loader's one line per mistake. Under
 * `vite dev` an edit of the folder reloads the page, and a mistake shows as the error overlay.
 */
import path from 'node:path';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import { siteFolderModule } from './domain.ts';
import { buildCacheDir } from './cache-dir.ts';
import { contentType, imageBytes, ImageMistakes, type ImageProblem } from './images.ts';
import {
  BUILD_MODULE,
  buildModule,
  MODULE_PREFIX,
  prepareSite,
  type PreparedSite,
} from './modules.ts';

export { MODULE_PREFIX } from './modules.ts';

const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;
const IMAGES_PATH = '/assets/site/';

interface Options {
  /** The site folder; default SITE_DIR, else `site/` in the checkout (resolveSiteDir). */
  dir?: string;
}

/** Marks a mistake of the owner's, as opposed to a failure of the build itself. */
class SiteMistakes extends Error {}

/**
 * A mistake in the folder as Vite shows it (the overlay): the loader's lines, without a stack trace.
 * An image that cannot be read is one too, found after the loader (images.ts).
 */
async function siteError(dir: string, error: unknown): Promise<Error> {
  const { SiteFolderError, SiteProblem } = await siteFolderModule();
  const found =
    error instanceof ImageMistakes
      ? new SiteFolderError(
          error.problems.map((p) => new SiteProblem(p.file, p.line, p.field, p.message)),
        )
      : error;
  if (!(found instanceof SiteFolderError)) return error as Error;
  const mistakes = found.problems.length === 1 ? 'a mistake' : `${found.problems.length} mistakes`;
  const clean = new SiteMistakes(`The site folder ${dir} has ${mistakes}:\n${found.message}`);
  clean.stack = clean.message;
  return clean;
}

/**
 * Stops the build: a mistake of the owner's with its lines only. Thrown, it would be printed twice
 * and under the bundler's stack trace, which says nothing to an owner.
 */
async function stopBuild(context: Rollup.PluginContext, dir: string, error: unknown) {
  const clean = await siteError(dir, error);
  if (!(clean instanceof SiteMistakes)) context.error(clean);
  context.environment.logger.error(`\n${clean.message}\n`);
  process.exit(1);
}

export function siteContent({ dir }: Options = {}): Plugin {
  let siteDir = '';
  let cacheDir = '';
  let prepared: Promise<PreparedSite> | undefined;
  const prepare = () => {
    prepared ??= siteFolderModule()
      .then(({ loadSiteFolder }) => prepareSite(loadSiteFolder(siteDir)))
      .catch(async (error: unknown) => {
        throw await siteError(siteDir, error);
      });
    return prepared;
  };

  return {
    name: 'leadline:site',
    enforce: 'pre',

    async configResolved(config) {
      siteDir = path.resolve(dir ?? (await siteFolderModule()).resolveSiteDir());
      cacheDir = path.join(buildCacheDir(config.root), 'images');
    },

    async buildStart() {
      if (this.environment.mode !== 'build') return;
      // Checked before anything is bundled.
      await prepare().catch((error: unknown) => stopBuild(this, siteDir, error));
    },

    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? `\0${id}` : undefined;
    },

    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      const site = await prepare().catch((error: Error) => this.error(error));
      if (name === BUILD_MODULE) {
        if (this.environment.config.consumer !== 'server') {
          this.error(
            `${MODULE_PREFIX}${BUILD_MODULE} names files on the build machine: import it in the prerender only`,
          );
        }
        const { siteFingerprint } = await siteFolderModule();
        return buildModule(site.content, siteFingerprint(siteDir));
      }
      const code = site.modules.get(name);
      if (code === undefined) this.error(`no such module: ${MODULE_PREFIX}${name}`);
      return code;
    },

    // The images the modules name, beside the browser bundle (the prerender's build needs only their URLs).
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      const site = await prepare();
      // A file sharp reads the header of but not the rest (a truncated one) is found here.
      const unreadable: ImageProblem[] = [];
      const failed = new Set<string>();
      for (const [fileName, file] of site.images) {
        if (failed.has(file.source)) continue;
        try {
          this.emitFile({ type: 'asset', fileName, source: await imageBytes(file, cacheDir) });
        } catch (error) {
          if (!(error instanceof ImageMistakes)) throw error;
          failed.add(file.source);
          unreadable.push(...error.problems);
        }
      }
      if (unreadable.length > 0) await stopBuild(this, siteDir, new ImageMistakes(unreadable));
    },

    configureServer(server) {
      watchFolder(server, siteDir, () => (prepared = undefined));
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(IMAGES_PATH)) return next();
        try {
          const file = (await prepare()).images.get(url.slice(1));
          if (!file) return next();
          res.setHeader('content-type', contentType(url));
          res.end(await imageBytes(file, cacheDir));
        } catch (error) {
          next(await siteError(siteDir, error));
        }
      });
    },
  };
}

/** On any change under the folder: forget what was read, invalidate the modules, reload the page. */
function watchFolder(server: ViteDevServer, siteDir: string, forget: () => void) {
  server.watcher.add(siteDir);
  server.watcher.on('all', (_event, file) => {
    if (!path.resolve(file).startsWith(siteDir + path.sep)) return;
    forget();
    for (const environment of Object.values(server.environments)) {
      const graph = environment.moduleGraph;
      for (const [id, module] of graph.idToModuleMap) {
        if (id.startsWith(RESOLVED_PREFIX))
          graph.invalidateModule(module, new Set(), Date.now(), true);
      }
    }
    server.ws.send({ type: 'full-reload', path: '*' });
  });
}
