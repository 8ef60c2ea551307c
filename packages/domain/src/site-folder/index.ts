/** Node only: reads a site folder (SITE_DIR) for the web build, the server and the CLI. */
export { loadSiteFolder, SiteFolderError, SiteProblem } from './load';
export { siteFingerprint } from './fingerprint';
export { siteJsonSchemas } from './json-schemas';
export { resolveSiteDir } from './site-dir';
