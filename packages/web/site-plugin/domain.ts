/**
 * The domain's site-folder loader, from its TypeScript source. Vite loads its config (and this
 * plugin) with Node, which would take the domain package's build: a clone that has not built it
 * could not build the site. tsx compiles the source as it is imported.
 */
import { tsImport } from 'tsx/esm/api';
import type * as SiteFolder from '../../domain/src/site-folder/index';

type SiteFolderModule = typeof SiteFolder;

let loaded: Promise<SiteFolderModule> | undefined;

export function siteFolderModule(): Promise<SiteFolderModule> {
  loaded ??= tsImport(
    '../../domain/src/site-folder/index.ts',
    import.meta.url,
  ) as Promise<SiteFolderModule>;
  return loaded;
}
